// Every image the demo shop needs, as render jobs: logo, category tiles, carousel banners, product photos.
import { DEFAULT_THEME_COLORS } from '@/lib/shared/constants';
import { bannerSvg, logoSvg } from '../artwork/banner-artwork';
import type { ArtworkSpec, MotifShape } from '../artwork/artwork-spec';
import { DEMO_CATEGORIES, type DemoCategory } from '../catalogue/demo-categories';
import { DEMO_SLIDES } from '../shop/demo-carousel';
import { jewelrySvg } from '../artwork/jewelry-artwork';
import type { MediaJob } from './media-renderer';
import { LOGO_FILE, carouselImageFile, categoryImageFile, productImageFile } from './media-paths';
import { createRandom, hashString } from '../artwork/prng';
import type { ProductDraft } from '../catalogue/product-generator';
import { METALS, STYLES } from '../catalogue/product-vocabulary';

const SHOWCASE_SHAPES: readonly MotifShape[] = ['flower', 'peacock', 'teardrop', 'coin', 'crescent'];

/** A category's tile shows a typical piece of it, chosen from its own recipe so it matches the products. */
export function categoryArtwork(category: DemoCategory): ArtworkSpec {
  const seed = hashString(category.slug);
  const rng = createRandom(seed);
  const { recipe } = category;
  const style = STYLES[rng.pick(recipe.styles)];
  const metals = recipe.metals ? style.metals.filter((m) => recipe.metals?.includes(m)) : style.metals;
  const metal = METALS[rng.pick(metals.length > 0 ? metals : (recipe.metals ?? style.metals))];
  return {
    form: recipe.forms[0],
    tone: metal.tone,
    primary: rng.pick(style.stones.primary),
    secondary: rng.pick(style.stones.secondary),
    accent: rng.pick(style.stones.accent),
    motif: rng.pick(recipe.shapes ?? SHOWCASE_SHAPES),
    seed,
  };
}

export function siteMediaJobs(): MediaJob[] {
  const jobs: MediaJob[] = [{ file: LOGO_FILE, svg: () => logoSvg(DEFAULT_THEME_COLORS.primary_color) }];
  for (const root of DEMO_CATEGORIES) {
    for (const category of [root, ...root.subcategories]) {
      jobs.push({ file: categoryImageFile(category.slug), svg: () => jewelrySvg(categoryArtwork(category), 0) });
    }
  }
  for (const slide of DEMO_SLIDES)
    jobs.push({ file: carouselImageFile(slide.position), svg: () => bannerSvg(slide.banner) });
  return jobs;
}

export function productMediaJobs(designs: readonly ProductDraft[]): MediaJob[] {
  const jobs: MediaJob[] = [];
  for (const product of designs) {
    const { artwork } = product;
    if (!artwork) continue;
    product.images.forEach((image, view) =>
      jobs.push({ file: productImageFile(image.file), svg: () => jewelrySvg(artwork, view) }),
    );
  }
  return jobs;
}

/** Above this many products the seed draws one design's pictures per top-level category (sharedPictures). */
export const SHARED_PICTURES_ABOVE = 1_000;

export type SharedPictures = {
  /** The designs whose pictures are drawn: the first of each top-level category. */
  drawn: ProductDraft[];
  /** Each design's picture file to the file shown in its place, view for view. */
  standIn: ReadonlyMap<string, string>;
};

function rootSlugOf(categorySlug: string): string {
  const root = DEMO_CATEGORIES.find(
    (r) => r.slug === categorySlug || r.subcategories.some((sub) => sub.slug === categorySlug),
  );
  return root?.slug ?? categorySlug;
}

/**
 * A large catalogue (a benchmark's) shows a handful of pictures: every design of a top-level category shows the
 * pictures of that category's first design. Drawing every design's pictures took most of a 100,000-piece seed,
 * and a benchmark of lists, search and feeds reads the rows, not the drawings.
 */
export function sharedPictures(designs: readonly ProductDraft[]): SharedPictures {
  const firstOfRoot = new Map<string, ProductDraft>();
  for (const design of designs) {
    const root = rootSlugOf(design.categorySlug);
    if (!firstOfRoot.has(root) && design.artwork && design.images.length > 0) firstOfRoot.set(root, design);
  }
  const standIn = new Map<string, string>();
  for (const design of designs) {
    const pictured = firstOfRoot.get(rootSlugOf(design.categorySlug));
    if (!pictured) continue;
    design.images.forEach((image, view) =>
      standIn.set(image.file, pictured.images[Math.min(view, pictured.images.length - 1)].file),
    );
  }
  return { drawn: [...firstOfRoot.values()], standIn };
}
