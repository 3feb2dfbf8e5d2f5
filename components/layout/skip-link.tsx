// The first focusable element of every page: keyboard users jump past the header to the content.
import Box from '@mui/material/Box';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      {LAYOUT_MESSAGES.skipLink}
    </Box>
  );
}
