'use client';
// The home banner (spec section 2): slides in position order, a 0.5 s cross-fade every 5 s, paused while the
// pointer is over it or keyboard focus is inside, with arrows and dots. The first slide is in the server HTML
// with its image preloaded (it is the page's largest paint); later images are only requested once their
// slide is next, so the hidden slides cost nothing at load.
import { useEffect, useRef, useState } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { TIMINGS_MS } from '@/lib/shared/constants';
import { HOME_MESSAGES } from '@/lib/shared/messages';
import { isRemoteImage } from '@/components/catalogue/image-src';
import { trackSlide } from './carousel-tracking';

export type CarouselSlide = {
  id: number;
  image: string | null;
  title: string;
  subtitle: string | null;
  buttonText: string;
  href: string;
  external: boolean;
};

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.85)',
  color: 'text.primary',
  '&:hover': { bgcolor: '#fff' },
  zIndex: 2,
} as const;

export function HeroCarousel({ slides }: { slides: CarouselSlide[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Slides whose image may load: the one shown, the next one, and any shown before.
  const [loaded, setLoaded] = useState(() => new Set([0, 1 % Math.max(slides.length, 1)]));
  const viewed = useRef(new Set<number>());
  const count = slides.length;
  const paused = hovered || focused;

  const go = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    setLoaded((previous) => {
      const following = (index + 1) % count;
      if (previous.has(index) && previous.has(following)) return previous;
      return new Set([...previous, index, following]);
    });
    const slide = slides[index];
    if (slide && !viewed.current.has(slide.id)) {
      viewed.current.add(slide.id);
      trackSlide(slide.id, 'view');
    }
  }, [index, count, slides]);

  // A timeout per shown slide: moving by hand restarts the 5 s wait.
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), TIMINGS_MS.carouselInterval);
    return () => window.clearTimeout(timer);
  }, [index, paused, count]);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={HOME_MESSAGES.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      sx={{ position: 'relative', borderRadius: { xs: 0, md: 3 }, overflow: 'hidden', aspectRatio: { xs: '4 / 3', sm: '5 / 2' }, bgcolor: 'grey.900' }}
    >
      {slides.map((slide, i) => {
        const active = i === index;
        return (
          <Box
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={!active}
            inert={!active}
            sx={{
              position: 'absolute',
              inset: 0,
              opacity: active ? 1 : 0,
              transition: `opacity ${TIMINGS_MS.carouselFade}ms ease-in-out`,
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            {slide.image && loaded.has(i) && (
              <Image
                src={slide.image}
                alt={slide.title}
                fill
                sizes="(min-width: 1200px) 1152px, 100vw"
                preload={i === 0}
                unoptimized={isRemoteImage(slide.image)}
                style={{ objectFit: 'cover' }}
              />
            )}
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                alignItems: 'flex-start',
                gap: { xs: 1, md: 2 },
                px: { xs: 7, md: 10 },
                color: '#fff',
                background: 'linear-gradient(90deg, rgba(0,0,0,0.72) 0%, rgba(0,0,0,0.45) 55%, rgba(0,0,0,0.1) 100%)',
              }}
            >
              <Typography component="p" sx={{ fontFamily: 'var(--font-heading), Georgia, serif', fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2rem', md: '2.75rem' }, lineHeight: 1.15, maxWidth: 620 }}>
                {slide.title}
              </Typography>
              {slide.subtitle && (
                <Typography sx={{ fontSize: { xs: '0.9rem', md: '1.15rem' }, maxWidth: 560, display: { xs: '-webkit-box', sm: 'block' }, WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                  {slide.subtitle}
                </Typography>
              )}
              {slide.external ? (
                <Button variant="contained" size="large" href={slide.href} target="_blank" rel="noopener noreferrer" onClick={() => trackSlide(slide.id, 'click')}>
                  {slide.buttonText}
                </Button>
              ) : (
                <Button component={Link} variant="contained" size="large" href={slide.href} onClick={() => trackSlide(slide.id, 'click')}>
                  {slide.buttonText}
                </Button>
              )}
            </Box>
          </Box>
        );
      })}
      {count > 1 && (
        <>
          <IconButton aria-label={HOME_MESSAGES.previousSlide} onClick={() => go(index - 1)} sx={{ ...arrowSx, left: { xs: 4, md: 12 } }}>
            <ChevronLeft />
          </IconButton>
          <IconButton aria-label={HOME_MESSAGES.nextSlide} onClick={() => go(index + 1)} sx={{ ...arrowSx, right: { xs: 4, md: 12 } }}>
            <ChevronRight />
          </IconButton>
          <Box sx={{ position: 'absolute', bottom: 8, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 0.5, zIndex: 2 }}>
            {slides.map((slide, i) => (
              <Box
                component="button"
                type="button"
                key={slide.id}
                aria-label={HOME_MESSAGES.goToSlide(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                sx={{
                  // A 24 px target around a small dot (WCAG target size).
                  width: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::before': { content: '""', width: 10, height: 10, borderRadius: '50%', bgcolor: i === index ? '#fff' : 'rgba(255,255,255,0.5)', border: '1px solid rgba(0,0,0,0.4)' },
                  '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 1, borderRadius: '50%' },
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
