// Read-only stars filled to a tenth of a star, with the review count; nothing while a product has no reviews.
// Drawn here rather than with MUI Rating: at precision 0.1 that renders ten icons per star (50 SVGs, about
// 6 KB of HTML per card) and a client component to hydrate for every card, for a display nobody edits.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages';

const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

function Stars({ color, size }: { color: string; size: number }) {
  return (
    <svg width={size * 5} height={size} viewBox="0 0 120 24" aria-hidden="true" focusable="false" style={{ display: 'block', flexShrink: 0 }}>
      {[0, 24, 48, 72, 96].map((x) => (
        <path key={x} d={STAR} transform={`translate(${x} 0)`} fill={color} />
      ))}
    </svg>
  );
}

export function ProductRating({ rating, reviewCount, size = 'small' }: { rating: number; reviewCount: number; size?: 'small' | 'medium' }) {
  if (reviewCount <= 0) return null;
  const px = size === 'small' ? 18 : 24;
  const filled = Math.max(0, Math.min(5, Math.round(rating * 10) / 10)) / 5;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Box role="img" aria-label={PRODUCT_MESSAGES.ratingLabel(rating, reviewCount)} sx={{ position: 'relative', lineHeight: 0 }}>
        <Stars color="rgba(0, 0, 0, 0.26)" size={px} />
        <Box sx={{ position: 'absolute', inset: 0, width: `${filled * 100}%`, overflow: 'hidden' }}>
          <Stars color="#faaf00" size={px} />
        </Box>
      </Box>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }} aria-hidden>
        {PRODUCT_MESSAGES.reviewCount(reviewCount)}
      </Typography>
    </Box>
  );
}
