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
});
