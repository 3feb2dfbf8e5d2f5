// The banner of the home page: the carousel, or the spec's info notice when there are no slides (none
// stored, or the load failed). Plain HTML for the notice: MUI's Alert would ship with every home page for
// a message that is rarely shown.
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import layout from '@/components/catalogue/page-layout.module.css';
import { HeroCarousel, type CarouselSlide } from './hero-carousel';
import styles from './home.module.css';

export function HeroSection({ slides }: { slides: CarouselSlide[] }) {
  return (
    <div className={styles.hero}>
      {slides.length > 0 ? (
        <HeroCarousel slides={slides} />
      ) : (
        <div className={layout.container}>
          <p role="status" className={styles.notice}>
            {/* An "i" in a circle. */}
            <svg
              className={styles.noticeIcon}
              width="22"
              height="22"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
              <line x1="12" y1="11" x2="12" y2="17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              <circle cx="12" cy="7.5" r="1.2" fill="currentColor" />
            </svg>
            {HOME_MESSAGES.noCarousel}
          </p>
        </div>
      )}
    </div>
  );
}
