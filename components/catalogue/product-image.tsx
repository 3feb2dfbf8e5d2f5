// A product or category picture through next/image, filling a square (or given) frame; a quiet
// placeholder when there is no image, so the grid never shifts.
import Image from 'next/image';
import Box from '@mui/material/Box';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import { imageSrc, isRemoteImage } from './image-src';

type Props = { url: string | null | undefined; alt: string; sizes: string; preload?: boolean; aspectRatio?: string };

export function ProductImage({ url, alt, sizes, preload = false, aspectRatio = '1 / 1' }: Props) {
  const src = imageSrc(url);
  return (
    <Box sx={{ position: 'relative', aspectRatio, bgcolor: 'grey.100', overflow: 'hidden' }}>
      {src ? (
        <Image src={src} alt={alt} fill sizes={sizes} preload={preload} unoptimized={isRemoteImage(src)} style={{ objectFit: 'cover' }} />
      ) : (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'grey.400' }}>
          <DiamondOutlined sx={{ fontSize: 48 }} aria-hidden />
        </Box>
      )}
    </Box>
  );
}
