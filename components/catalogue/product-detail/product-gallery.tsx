'use client';
// The product's pictures with previous/next buttons and thumbnails. The first picture is in the server HTML,
// fetched first and at once (it is the page's largest paint); the others load when chosen.
import { useState } from 'react';
import Image from 'next/image';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages';
import { isRemoteImage } from '../image-src';
import { ProductImage } from '../product-image';

export type GalleryImage = { src: string; alt: string };

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.9)',
  '&:hover': { bgcolor: '#fff' },
  boxShadow: 1,
} as const;

export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) return <ProductImage url={null} alt={name} sizes="1px" />;
  const current = images[index];
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <Box>
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100' }}>
        <Image
          key={current.src}
          src={current.src}
          alt={current.alt}
          fill
          sizes="(min-width: 1200px) 560px, (min-width: 900px) 50vw, 100vw"
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
          unoptimized={isRemoteImage(current.src)}
          style={{ objectFit: 'cover' }}
        />
        {count > 1 && (
          <>
            <IconButton aria-label={PRODUCT_MESSAGES.previousImage} onClick={() => go(index - 1)} sx={{ ...arrowSx, left: 8 }}>
              <ChevronLeft />
            </IconButton>
            <IconButton aria-label={PRODUCT_MESSAGES.nextImage} onClick={() => go(index + 1)} sx={{ ...arrowSx, right: 8 }}>
              <ChevronRight />
            </IconButton>
          </>
        )}
      </Box>
      {count > 1 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {images.map((image, i) => (
            <li key={image.src}>
              <Box
                component="button"
                type="button"
                aria-label={PRODUCT_MESSAGES.showImage(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                sx={{
                  position: 'relative',
                  width: 72,
                  height: 72,
                  p: 0,
                  borderRadius: 1,
                  overflow: 'hidden',
                  cursor: 'pointer',
                  bgcolor: 'grey.100',
                  border: 2,
                  borderColor: i === index ? 'primary.main' : 'transparent',
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                {/* The button carries the label; the picture inside it is decoration. */}
                <Image src={image.src} alt="" fill sizes="72px" unoptimized={isRemoteImage(image.src)} style={{ objectFit: 'cover' }} />
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
