// Everything the home page shows (spec section 2, Home). A Server Component reading the cached catalogue, so
// the HTML already holds the menu, banner, categories and featured products. Also rendered by
// app/global-not-found.tsx: any unknown path shows this content (with a 404 status and noindex) beneath the
// notice that the address was not found.
import { cachedCarouselImages, cachedCategories, cachedProductList } from '@/lib/server/catalogue/cached-catalogue';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { siteUrl } from '@/lib/server/seo/site-url';
import { DEFAULT_SORT, PAGE_SIZE } from '@/lib/shared/constants';
import { HOME_MESSAGES } from '@/lib/shared/messages/home';
import type { ApiCarouselImage, ProductPage } from '@/lib/shared/schemas/catalogue-schema';
import { categoryTileData } from '@/lib/shared/catalogue/category-tile-data';
import { menuCategories } from '@/lib/shared/catalogue/menu-categories';
import { imageSrc } from '@/lib/shared/catalogue/image-src';
import layout from '@/components/catalogue/page-layout.module.css';
import { CategoryMenuBar } from './category-menu-bar';
import { FeaturedProducts } from './featured-products';
import type { CarouselSlide } from './hero-carousel';
import { HeroSection } from './hero-section';
import { ShopByCategory } from './shop-by-category';
import { slideLink } from './slide-link';
import { StatsBand } from './stats-band';
import { WhyChoose } from './why-choose';

/** 'Shop by Category' shows the first four root categories: the widest layout's one row. */
const SHOP_BY_CATEGORY_TILES = 4;

const NO_PRODUCTS: ProductPage = {
  products: [],
  pagination: { current_page: 1, per_page: PAGE_SIZE.featured, total_pages: 0, total_count: 0 },
};

async function carouselSlides(): Promise<CarouselSlide[]> {
  let images: ApiCarouselImage[];
  try {
    images = await cachedCarouselImages();
  } catch (error) {
    console.error(HOME_MESSAGES.carouselFailed, error);
    return [];
  }
  const origin = siteUrl().origin;
  return [...images]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((image) => ({
      id: image.id,
      image: imageSrc(image.image_url),
      title: image.title,
      subtitle: image.subtitle,
      buttonText: image.button_text,
      ...slideLink(image.button_link, origin),
    }));
}

/** `heading`: the page's own h1 (the shop's name, for screen readers); off where the page has its own h1. */
export async function HomeContent({ heading = true }: { heading?: boolean } = {}) {
  const [settings, categories, slides, featured] = await Promise.all([
    cachedShopSettings(),
    cachedCategories(),
    carouselSlides(),
    cachedProductList({ featured: true, sort: DEFAULT_SORT, page: 1, perPage: PAGE_SIZE.featured }).catch(
      (error: unknown) => {
        console.error('Featured products failed to load', error);
        return NO_PRODUCTS;
      },
    ),
  ]);
  const roots = categories.filter((c) => c.parent_id === null);
  const menu = menuCategories(roots);

  return (
    <>
      {heading && <h1 className={layout.visuallyHidden}>{settings.company.name}</h1>}
      <CategoryMenuBar categories={menu.shown.map(({ id, name }) => ({ id, name }))} moreCount={menu.moreCount} />
      <HeroSection slides={slides} />
      <StatsBand stats={settings.stats} />
      <ShopByCategory categories={roots.slice(0, SHOP_BY_CATEGORY_TILES).map(categoryTileData)} />
      <FeaturedProducts products={featured.products} cartEnabled={settings.cart_enabled} />
      <WhyChoose shopName={settings.company.name} />
    </>
  );
}
