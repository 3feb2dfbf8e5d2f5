// Shown when a page calls notFound() and has no not-found of its own (product pages do). Unknown URLs are
// answered by app/global-not-found.tsx with the home content. Kept small on purpose: Next sends this file's
// tree along with every page under the root.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/components/catalogue/router-link';
import { NOT_FOUND_MESSAGES } from '@/lib/shared/messages';

export default function NotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 3 }}>
        {NOT_FOUND_MESSAGES.title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
        <Button component={RouterLink} href="/" variant="contained">
          {NOT_FOUND_MESSAGES.goHome}
        </Button>
        <Button component={RouterLink} href="/products" variant="outlined">
          {NOT_FOUND_MESSAGES.browseProducts}
        </Button>
      </Box>
    </Container>
  );
}
