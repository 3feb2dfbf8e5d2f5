// /categories: every root category with its subcategories, each with image and item count, linking to its
// product list.
import { RouterLink } from '@/components/catalogue/router-link';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { HOME_MESSAGES } from '@/lib/shared/messages';
import type { CategoryNode } from './category-tree';
import { ProductImage } from './product-image';
import { productListHref } from './product-list-query';

const tileSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  p: 1,
  borderRadius: 2,
  color: 'inherit',
  textDecoration: 'none',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  '&:hover': { borderColor: 'primary.main' },
} as const;

function CategoryTile({ category, size }: { category: CategoryNode; size: 'large' | 'small' }) {
  const imageWidth = size === 'large' ? 96 : 56;
  return (
    <Box component={RouterLink} href={productListHref({ categoryId: category.id })} sx={tileSx}>
      <Box sx={{ width: imageWidth, flexShrink: 0, borderRadius: 1.5, overflow: 'hidden' }}>
        <ProductImage url={category.image_url} alt={category.name} sizes={`${imageWidth}px`} />
      </Box>
      <div>
        <Typography component={size === 'large' ? 'h2' : 'h3'} sx={{ fontWeight: size === 'large' ? 700 : 600, fontSize: size === 'large' ? '1.25rem' : '1rem' }}>
          {category.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {HOME_MESSAGES.itemsCount(category.products_count)}
        </Typography>
      </div>
    </Box>
  );
}

export function CategoryDirectory({ roots }: { roots: CategoryNode[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      {roots.map((root) => (
        <Box component="li" key={root.id}>
          <CategoryTile category={root} size="large" />
          {root.children.length > 0 && (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1.5, pl: { xs: 2, sm: 3 }, display: 'grid', gap: 1 }}>
              {root.children.map((child) => (
                <li key={child.id}>
                  <CategoryTile category={child} size="small" />
                </li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
