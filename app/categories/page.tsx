import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { CategoryDirectory } from '@/components/catalogue/category-directory';
import { categoryTree } from '@/components/catalogue/category-tree';
import { JsonLd } from '@/components/seo/json-ld';
import { cachedCategories, cachedShopSettings } from '@/lib/server/cache/cached-reads';
import { catalogueMetadata } from '@/lib/server/seo/catalogue-metadata';
import { breadcrumbListJsonLd } from '@/lib/server/seo/product-json-ld';
import { PRODUCT_LIST_MESSAGES, PRODUCT_MESSAGES } from '@/lib/shared/messages';

// Incrementally regenerated (CACHE_LIFE): static HTML, rebuilt at most once a minute.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const settings = await cachedShopSettings();
  return catalogueMetadata({
    title: PRODUCT_LIST_MESSAGES.allCategoriesHeading,
    description: PRODUCT_LIST_MESSAGES.allCategoriesDescription(settings.company.name),
    path: '/categories',
    shopName: settings.company.name,
  });
}

export default async function CategoriesPage() {
  const categories = await cachedCategories();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <JsonLd
        data={breadcrumbListJsonLd([
          { name: PRODUCT_MESSAGES.home, path: '/' },
          { name: PRODUCT_LIST_MESSAGES.allCategoriesHeading, path: '/categories' },
        ])}
      />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 4 }}>
        {PRODUCT_LIST_MESSAGES.allCategoriesHeading}
      </Typography>
      <CategoryDirectory roots={categoryTree(categories)} />
    </Container>
  );
}
