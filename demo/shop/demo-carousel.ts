// The home-page carousel of the demo shop. Slides are listed out of position order on purpose,
// so the storefront's sort by position is exercised by the demo data.
import type { tables } from '@/lib/server/db';
import type { BannerDesign } from '../artwork/banner-artwork';
import { DEMO_BRAND } from './demo-brand';
import { carouselImageFile, mediaUrl } from '../media/media-paths';

export type DemoSlide = {
  position: number;
  title: string;
  subtitle: string;
  buttonText: string;
  /** A category slug (linked as a filtered product list), '/products', or an absolute external URL. */
  link: { categorySlug: string } | { href: string };
  banner: BannerDesign;
};

export const DEMO_SLIDES: readonly DemoSlide[] = [
  {
    position: 3,
    title: 'Temple Gold, Reimagined',
    subtitle: 'Lakshmi coins, rubies and emeralds, hand-chased in the South Indian temple tradition',
    buttonText: 'Explore Temple Jewellery',
    link: { categorySlug: 'temple-necklaces' },
    banner: {
      colors: ['#0b2b20', '#1f5c45'],
      tone: 'gold22',
      stones: ['ruby', 'emerald', 'pearl'],
      pieces: [{ form: 'necklace-temple', motif: 'coin' }],
      seed: 301,
    },
  },
  {
    position: 1,
    title: 'The Bridal Edit',
    subtitle: 'Kundan, Polki and Jadau sets for every ceremony, from haldi to vidaai',
    buttonText: 'Shop Bridal Sets',
    link: { categorySlug: 'kundan-sets' },
    banner: {
      colors: ['#3d0a16', '#7a1f2b'],
      tone: 'gold22',
      stones: ['kundan', 'ruby', 'pearl'],
      pieces: [
        { form: 'necklace-set', motif: 'peacock' },
        { form: 'earrings-jhumka', motif: 'flower' },
      ],
      seed: 101,
    },
  },
  {
    position: 4,
    title: 'Jhumkas for Every Day',
    subtitle: 'Meenakari, oxidised and pearl jhumkas, starting at just ₹499',
    buttonText: 'Shop Jhumkas',
    link: { categorySlug: 'jhumkas' },
    banner: {
      colors: ['#171a44', '#343c86'],
      tone: 'plated',
      stones: ['enamelRed', 'pearl', 'enamelGreen'],
      pieces: [{ form: 'earrings-jhumka', motif: 'peacock' }],
      seed: 401,
    },
  },
  {
    position: 2,
    title: 'New This Season',
    subtitle: 'Fresh from our Jaipur karkhana: rings, studs and pendants for everyday sparkle',
    buttonText: 'Shop New Arrivals',
    link: { href: '/products' },
    banner: {
      colors: ['#0c2f38', '#1d6b7e'],
      tone: 'rose',
      stones: ['zircon', 'amethyst', 'zircon'],
      pieces: [
        { form: 'ring-cocktail', motif: 'flower' },
        { form: 'necklace-pendant', motif: 'teardrop' },
        { form: 'earrings-stud', motif: 'geometric' },
      ],
      seed: 201,
    },
  },
  {
    position: 5,
    title: 'Meet Our Karigars',
    subtitle: 'Behind-the-scenes reels from the workshop, every week on Instagram',
    buttonText: 'Follow on Instagram',
    link: { href: DEMO_BRAND.instagram },
    banner: {
      colors: ['#2f1029', '#6d2a5f'],
      tone: 'silver',
      stones: ['turquoise', 'pearl', 'zircon'],
      pieces: [
        { form: 'anklet-payal', motif: 'leaf' },
        { form: 'anklet-toering', motif: 'flower' },
      ],
      seed: 501,
    },
  },
];

export function carouselImageUrl(slide: DemoSlide): string {
  return mediaUrl(carouselImageFile(slide.position));
}

export function demoCarouselRows(
  categoryIds: ReadonlyMap<string, number>,
): (typeof tables.carouselImages.$inferInsert)[] {
  return DEMO_SLIDES.map((slide) => {
    let buttonLink: string;
    if ('href' in slide.link) buttonLink = slide.link.href;
    else {
      const id = categoryIds.get(slide.link.categorySlug);
      if (id === undefined) throw new Error(`Carousel slide links to unknown category "${slide.link.categorySlug}"`);
      buttonLink = `/products?category_id=${id}`;
    }
    return {
      imageUrl: carouselImageUrl(slide),
      title: slide.title,
      subtitle: slide.subtitle,
      buttonText: slide.buttonText,
      buttonLink,
      position: slide.position,
      active: true,
      createdAt: DEMO_BRAND.baseDate,
    };
  });
}
