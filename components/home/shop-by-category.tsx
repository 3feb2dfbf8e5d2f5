// 'Shop by Category': 2, 3 or 4 categories by screen width. All four are in the HTML and the extra ones are
// hidden by CSS breakpoints, so nothing depends on JavaScript or shifts after load.
import { RouterLink } from '@/components/catalogue/router-link';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ApiCategory } from '@/lib/shared/schemas/catalogue';
import { HOME_MESSAGES } from '@/lib/shared/messages';
import { ProductImage } from '@/components/catalogue/product-image';
import { productListHref } from '@/components/catalogue/product-list-query';
import { SectionHeading } from './section-heading';

const SHOWN_FROM = [{}, {}, { xs: 'none', sm: 'block' }, { xs: 'none', lg: 'block' }] as const;

export function ShopByCategory({ categories }: { categories: ApiCategory[] }) {
  const shown = categories.slice(0, SHOWN_FROM.length);
  if (shown.length === 0) return null;
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="shop-by-category" sx={{ py: { xs: 4, md: 6 } }}>
      <SectionHeading id="shop-by-category">{HOME_MESSAGES.shopByCategory}</SectionHeading>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 1.5, sm: 2, md: 3 }, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}
      >
        {shown.map((category, index) => (
          <Box component="li" key={category.id} sx={{ display: SHOWN_FROM[index] }}>
            <Box
              component={RouterLink}
              href={productListHref({ categoryId: category.id })}
              sx={{ display: 'block', borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper', boxShadow: 1, color: 'inherit', textDecoration: 'none', '&:hover': { boxShadow: 4 } }}
            >
              <ProductImage url={category.image_url} alt={category.name} sizes="(min-width: 1200px) 280px, (min-width: 600px) 33vw, 50vw" />
              <Box sx={{ p: 1.5, textAlign: 'center' }}>
                <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
                  {category.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {HOME_MESSAGES.itemsCount(category.products_count)}
                </Typography>
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
