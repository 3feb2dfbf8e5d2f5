// Description, 'Product Features' tags and the metal/purity/weight details: plain text from the catalogue,
// rendered as text (no HTML), so nothing in it can run.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages';

export function ProductFeatures({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="product-features">
      <Typography id="product-features" component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
        {PRODUCT_MESSAGES.productFeatures}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {tags.map((tag) => (
          <li key={tag}>
            <Chip label={tag} variant="outlined" />
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function ProductDescription({ product }: { product: ApiProduct }) {
  const details: [string, string][] = [];
  if (product.metal) details.push([PRODUCT_MESSAGES.metal, product.metal]);
  if (product.purity) details.push([PRODUCT_MESSAGES.purity, product.purity]);
  if (product.weight_grams !== null) details.push([PRODUCT_MESSAGES.weight, PRODUCT_MESSAGES.grams(product.weight_grams)]);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
      <Box component="section" aria-labelledby="product-description">
        <Typography id="product-description" variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
          {PRODUCT_MESSAGES.description}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{product.description}</Typography>
      </Box>
      {details.length > 0 && (
        <Box component="section" aria-labelledby="product-details">
          <Typography id="product-details" variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
            {PRODUCT_MESSAGES.details}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1 }}>
            {details.map(([term, value]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {term}
                </Box>
                <Box component="dd" sx={{ m: 0, fontWeight: 500 }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
