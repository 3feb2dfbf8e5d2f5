import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages';

export function EmptyProducts() {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, bgcolor: 'background.paper', borderRadius: 2, border: 1, borderColor: 'divider' }}>
      <SearchOff sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography component="h2" variant="h5" sx={{ mt: 1 }}>
        {CATALOGUE_MESSAGES.noProducts}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>{CATALOGUE_MESSAGES.noProductsHint}</Typography>
    </Box>
  );
}
