// The carousel is rendered on the server from the carousel images, so its empty state is checked here, on
// the markup, rather than by intercepting a browser request that never happens.
import { renderToStaticMarkup } from 'react-dom/server';
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import { HeroSection } from './hero-section';

describe('HeroSection', () => {
  it("shows 'No carousel images available at the moment.' when there are no slides", () => {
    const html = renderToStaticMarkup(<HeroSection slides={[]} />);
    expect(html).toContain(HOME_MESSAGES.noCarousel);
    expect(html).toContain('role="status"');
    expect(html).not.toContain('aria-roledescription="carousel"');
  });

  it('shows the slides and no notice when there are some', () => {
    const html = renderToStaticMarkup(
      <HeroSection
        slides={[
          {
            id: 1,
            image: '/media/carousel/1.webp',
            title: 'The Bridal Edit',
            subtitle: null,
            buttonText: 'Shop now',
            href: '/products',
            external: false,
          },
        ]}
      />,
    );
    expect(html).toContain('The Bridal Edit');
    expect(html).not.toContain(HOME_MESSAGES.noCarousel);
  });

  it('offers a pause control, reachable by keyboard, in the server HTML of a moving carousel', () => {
    const slide = (id: number) => ({
      id,
      image: `/media/carousel/${id}.webp`,
      title: `Slide ${id}`,
      subtitle: null,
      buttonText: 'Shop now',
      href: '/products',
      external: false,
    });
    const html = renderToStaticMarkup(<HeroSection slides={[slide(1), slide(2)]} />);
    expect(html).toMatch(new RegExp(`<button type="button"[^>]*aria-label="${HOME_MESSAGES.pauseSlideshow}"`));
    // A single slide never moves, so it has nothing to pause.
    expect(renderToStaticMarkup(<HeroSection slides={[slide(1)]} />)).not.toContain(HOME_MESSAGES.pauseSlideshow);
  });
});
