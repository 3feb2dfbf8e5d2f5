'use client';
import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import { loadLegalPage } from './legal-page-loader';
import { MuiScope } from './mui-theme';

type Props = {
  title: string;
  subtitle?: string;
  content: { html: string } | { path: string };
  maxWidth: number;
  open: boolean;
  onClose: () => void;
};

type Loaded = { html: string } | { failed: true } | null;

/** The dialog's HTML: given, or loaded from the API (null while loading). */
function useDialogHtml(content: Props['content']): Loaded {
  const path = 'path' in content ? content.path : null;
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    if (path === null) return;
    let current = true;
    loadLegalPage(path).then(
      (html) => current && setLoaded({ html }),
      () => current && setLoaded({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [path]);
  return 'html' in content ? content : loaded;
}

export function HtmlDialog({ title, subtitle, content, maxWidth, open, onClose }: Props) {
  const titleId = useId();
  const html = useDialogHtml(content);
  return (
    <MuiScope>
      <Dialog
        open={open}
        onClose={onClose}
        fullWidth
        maxWidth={false}
        scroll="paper"
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: { maxWidth, width: 'calc(100% - 32px)', m: 2 } } }}
      >
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {title}
        </DialogTitle>
        {/* Outside the title, so the dialog's accessible name is the title alone. */}
        <IconButton
          aria-label={LAYOUT_MESSAGES.close}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {subtitle}
            </Typography>
          )}
          {html === null && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label={LAYOUT_MESSAGES.legalLoading} />
            </Box>
          )}
          {html !== null && 'failed' in html && (
            <Typography role="alert" variant="body2">
              {LAYOUT_MESSAGES.legalLoadFailed}
            </Typography>
          )}
          {html !== null && 'html' in html && (
            <Box
              sx={{
                typography: 'body2',
                '& h3, & h4, & h5, & h6': { typography: 'subtitle1', fontWeight: 700, mt: 2.5, mb: 1 },
                '& p': { my: 1.25 },
                '& ul, & ol': { pl: 3, my: 1 },
                '& li': { mb: 0.5 },
                '& a': { color: 'primary.main' },
                '& table': { borderCollapse: 'collapse', my: 2 },
                '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left' },
              }}
              // Sanitized on the server by lib/server/content/sanitize-html.ts before it reached this component.
              dangerouslySetInnerHTML={{ __html: html.html }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{LAYOUT_MESSAGES.close}</Button>
        </DialogActions>
      </Dialog>
    </MuiScope>
  );
}
