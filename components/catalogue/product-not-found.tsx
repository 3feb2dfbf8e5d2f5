import { RouterLink } from '@/components/catalogue/router-link';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CATALOGUE_MESSAGES, PRODUCT_MESSAGES } from '@/lib/shared/messages';

export function ProductNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 3 }}>
        {CATALOGUE_MESSAGES.productNotFound}
      </Typography>
      <Button component={RouterLink} href="/products" variant="contained">
        {PRODUCT_MESSAGES.backToProducts}
      </Button>
    </Container>
  );
}
