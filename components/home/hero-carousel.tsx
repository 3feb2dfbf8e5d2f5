'use client';
// The home banner (spec section 2): slides in position order, a 0.5 s cross-fade every 5 s, paused while the
// pointer is over it or keyboard focus is inside, with arrows, dots and a pause/play control; it stays still
// for a shopper whose system asks for reduced motion (carousel-motion.ts). The first slide is in the server HTML
// with its image fetched first and at once (it is the page's largest paint); later images are only requested
// once their slide is next, so the hidden slides cost nothing at load. On phones the text sits under the
// picture, not over it (the artwork fills the narrow picture). Plain elements and a CSS Module keep the
// island light to hydrate.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { Picture } from '@/components/media/picture';
import { IntentLink as Link } from '@/components/common/intent-link';
import { TIMINGS_MS } from '@/lib/shared/constants';
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import { isRemoteImage } from '@/lib/shared/catalogue/image-src';
import { trackSlide } from '@/lib/client/carousel/track-slide';
import { advancesByItself, pressed, toggleLabel, isStopped, type SlideshowChoice } from './carousel-motion';
import styles from './hero-carousel.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const list = window.matchMedia(REDUCED_MOTION);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** The system's reduced-motion wish; false on the server, where nothing moves anyway. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

function PlayPauseIcon({ play }: { play: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={play ? 'M8 5v14l11-7z' : 'M6 5h4v14H6zm8 0h4v14h-4z'} fill="currentColor" />
    </svg>
  );
}

export type CarouselSlide = {
  id: number;
  image: string | null;
  title: string;
  subtitle: string | null;
  buttonText: string;
  href: string;
  external: boolean;
};

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={
          direction === 'left' ? 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z' : 'M10 6 8.6 7.4l4.6 4.6-4.6 4.6L10 18l6-6z'
        }
        fill="currentColor"
      />
    </svg>
  );
}

export function HeroCarousel({ slides }: { slides: CarouselSlide[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Slides whose image may load: the one shown, the next one, and any shown before.
  const [loaded, setLoaded] = useState(() => new Set([0, 1 % Math.max(slides.length, 1)]));
  const viewed = useRef(new Set<number>());
  const count = slides.length;
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<SlideshowChoice>('auto');
  const runs = advancesByItself({ choice, reducedMotion, hovered, focused, count });

  // Showing a slide lets its image and the next one load, decided where the slide changes rather than
  // in an effect after the render.
  const go = useCallback(
    (next: number) => {
      const shown = ((next % count) + count) % count;
      const following = (shown + 1) % count;
      setIndex(shown);
      setLoaded((previous) =>
        previous.has(shown) && previous.has(following) ? previous : new Set([...previous, shown, following]),
      );
    },
    [count],
  );

  useEffect(() => {
    const slide = slides[index];
    if (slide && !viewed.current.has(slide.id)) {
      viewed.current.add(slide.id);
      trackSlide(slide.id, 'view');
    }
  }, [index, count, slides]);

  // A timeout per shown slide: moving by hand restarts the 5 s wait.
  useEffect(() => {
    if (!runs) return;
    const timer = window.setTimeout(() => go(index + 1), TIMINGS_MS.carouselInterval);
    return () => window.clearTimeout(timer);
  }, [index, runs, go]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={HOME_MESSAGES.carousel}
      className={styles.carousel}
      style={{ '--fade': `${TIMINGS_MS.carouselFade}ms` } as CSSProperties}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {slides.map((slide, i) => {
        const active = i === index;
        return (
          <div
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={!active}
            inert={!active}
            className={active ? `${styles.slide} ${styles.active}` : styles.slide}
          >
            {slide.image && loaded.has(i) && (
              <div className={styles.picture}>
                <Picture
                  src={slide.image}
                  alt={slide.title}
                  fill
                  sizes="(min-width: 1200px) 1152px, 100vw"
                  // The first slide is the home page's largest paint: preloaded from the head.
                  preload={i === 0}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  unoptimized={isRemoteImage(slide.image)}
                  // The drawn artwork sits right of centre: a phone's narrower picture keeps that side.
                  style={{ objectFit: 'cover', objectPosition: '75% 50%' }}
                />
              </div>
            )}
            <div className={styles.caption}>
              <p className={styles.title}>{slide.title}</p>
              {slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>}
              {slide.external ? (
                <a
                  className={styles.cta}
                  href={slide.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => trackSlide(slide.id, 'click')}
                >
                  {slide.buttonText}
                </a>
              ) : (
                <Link className={styles.cta} href={slide.href} onClick={() => trackSlide(slide.id, 'click')}>
                  {slide.buttonText}
                </Link>
              )}
            </div>
          </div>
        );
      })}
      {count > 1 && (
        <>
          <button
            type="button"
            className={styles.toggle}
            aria-label={toggleLabel(choice, reducedMotion)}
            onClick={() => setChoice(pressed(choice, reducedMotion))}
          >
            <PlayPauseIcon play={isStopped(choice, reducedMotion)} />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label={HOME_MESSAGES.previousSlide}
            onClick={() => go(index - 1)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={HOME_MESSAGES.nextSlide}
            onClick={() => go(index + 1)}
          >
            <Chevron direction="right" />
          </button>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                type="button"
                key={slide.id}
                className={styles.dot}
                aria-label={HOME_MESSAGES.goToSlide(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
