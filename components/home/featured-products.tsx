// 'Featured Products': up to 8 cards and a 'View All Products' link.
import { RouterLink } from '@/components/catalogue/router-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue';
import { HOME_MESSAGES } from '@/lib/shared/messages';
import { PAGE_SIZE } from '@/lib/shared/constants';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { SectionHeading } from './section-heading';

export function FeaturedProducts({ products, cartEnabled }: { products: ApiProduct[]; cartEnabled: boolean }) {
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="featured-products" sx={{ py: { xs: 4, md: 6 } }}>
      <SectionHeading id="featured-products">{HOME_MESSAGES.featuredProducts}</SectionHeading>
      <ProductGrid products={products.slice(0, PAGE_SIZE.featured)} cartEnabled={cartEnabled} headingLevel="h3" />
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} href="/products" variant="outlined" size="large">
          {HOME_MESSAGES.viewAllProducts}
        </Button>
      </Box>
    </Container>
  );
}
