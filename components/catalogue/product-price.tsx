// Price with the struck-through original price, formatted once with Indian grouping (₹1,00,000).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@/lib/shared/money';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages';
import { visuallyHidden } from './visually-hidden';

export function ProductPrice({ price, originalPrice, size = 'medium' }: { price: number; originalPrice: number | null; size?: 'medium' | 'large' }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 700, color: 'primary.main', fontSize: size === 'large' ? '1.75rem' : '1.05rem' }}>
        {formatRupees(price)}
      </Typography>
      {originalPrice !== null && originalPrice > price && (
        <Typography component="s" sx={{ color: 'text.secondary', fontSize: size === 'large' ? '1.1rem' : '0.875rem' }}>
          <Box component="span" sx={visuallyHidden}>
            {PRODUCT_MESSAGES.originalPrice}{' '}
          </Box>
          {formatRupees(originalPrice)}
        </Typography>
      )}
    </Box>
  );
}
