// A product picture for cart, wishlist and checkout lines. Only our own media are shown (their prepared
// widths): a guest line's image URL comes from localStorage, and any other address there is not fetched.
import { Picture } from '@/components/media/picture';
import Box from '@mui/material/Box';
import { FIXED_IMAGE_CLASS } from '@/components/catalogue/fixed-image';

const OWN_MEDIA = /^\/(media|brand)\//;

export function ProductThumb({
  src,
  alt,
  size,
  sizes,
}: {
  src: string | null;
  alt: string;
  size?: number;
  sizes?: string;
}) {
  const frame = {
    position: 'relative' as const,
    overflow: 'hidden',
    borderRadius: 1,
    bgcolor: 'grey.100',
    flexShrink: 0,
  };
  const dimensions = size ? { width: size, height: size } : { width: '100%', aspectRatio: '1 / 1' };
  return (
    <Box sx={{ ...frame, ...dimensions }}>
      {src && OWN_MEDIA.test(src) ? (
        size ? (
          // A fixed size needs a 1x and a 2x source only.
          <Picture src={src} alt={alt} width={size} height={size} className={FIXED_IMAGE_CLASS} />
        ) : (
          <Picture
            src={src}
            alt={alt}
            fill
            sizes={sizes ?? '(max-width: 600px) 50vw, 25vw'}
            style={{ objectFit: 'cover' }}
          />
        )
      ) : null}
    </Box>
  );
}
