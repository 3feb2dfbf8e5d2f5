// Deterministic demo products. The first BASE_PRODUCT_COUNT are distinct designs with their own artwork;
// larger catalogues (benchmarks) add numbered editions of those designs that reuse their images.
import { DEMO_BRAND } from '../shop/demo-brand';
import { DEMO_CATEGORIES, type DemoCategory, type DemoRootCategory } from './demo-categories';
import type { ArtworkSpec, MotifShape } from '../artwork/artwork-spec';
import { PRODUCT_VIEWS } from '../artwork/jewelry-artwork';
import { childSeed, createRandom, type Random } from '../artwork/prng';
import { priceProduct } from './product-pricing';
import { productDescription, productName, productTags } from './product-copy';
import { slugify } from '@/lib/shared/slug';
import { METALS, MOTIFS, STYLES, type MetalKey, type StyleKey } from './product-vocabulary';

export const BASE_PRODUCT_COUNT = 180;
/** @alias How many the seed makes unless told: the distinct designs, once each. */
export const DEFAULT_PRODUCT_COUNT = BASE_PRODUCT_COUNT;

const PRODUCT_SEED = 0x0a5ab4a;
const SLOT_SEED = 0x51075;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export type ReviewPlan = { count: number; stars: number };
const NO_REVIEWS: ReviewPlan = { count: 0, stars: 0 };

export type ProductImageDraft = { file: string; alt: string };

export type ProductDraft = {
  name: string;
  slug: string;
  description: string;
  categorySlug: string;
  pricePaise: number;
  originalPricePaise: number | null;
  stockQuantity: number;
  sizes: string[];
  tags: string[];
  metal: string;
  purity: string;
  weightGrams: number;
  /** How many demo buyers review the piece (0-3), and the stars they give around. The seed writes these as
   *  real reviews (demo/shop/demo-reviews.ts); the piece's rating is then computed from them. */
  reviewPlan: ReviewPlan;
  isNew: boolean;
  featured: boolean;
  searchText: string;
  createdAt: Date;
  /** Files under the media products folder, in position order. */
  images: ProductImageDraft[];
  /** Present on designs whose images must be drawn; editions point at their design's files instead. */
  artwork: ArtworkSpec | null;
};

type Slot = { root: DemoRootCategory; category: DemoCategory };

/** Subcategories get three slots per round and roots one, so most products sit in a subcategory. */
function slotRound(round: number): Slot[] {
  const slots: Slot[] = [];
  for (const root of DEMO_CATEGORIES) {
    slots.push({ root, category: root });
    for (const category of root.subcategories) slots.push({ root, category }, { root, category }, { root, category });
  }
  const rng = createRandom(childSeed(SLOT_SEED, round));
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [slots[i], slots[j]] = [slots[j], slots[i]];
  }
  return slots;
}

const CRAFT_CITY: Partial<Record<StyleKey, string>> = { temple: 'Nagercoil', filigree: 'Cuttack', pearl: 'Hyderabad' };
const TEMPLE_MOTIFS = new Set(['Peacock', 'Mayur', 'Lotus', 'Lakshmi Coin', 'Kasu', 'Chandrakala']);

/** Most of a small shop's pieces are silver, vermeil or plated; solid gold is the smaller, dearer share. */
function chooseMetal(rng: Random, styleKey: StyleKey, allowed: readonly MetalKey[] | undefined): MetalKey {
  const own = STYLES[styleKey].metals;
  const both = allowed ? own.filter((m) => allowed.includes(m)) : own;
  const candidates = both.length > 0 ? both : (allowed ?? own);
  const everyday = candidates.filter((m) => !METALS[m].precious);
  const gold = candidates.filter((m) => METALS[m].precious);
  if (everyday.length === 0 || gold.length === 0) return rng.pick(candidates);
  return rng.chance(0.28) ? rng.pick(gold) : rng.pick(everyday);
}

function chooseSizes(rng: Random, sizes: readonly string[]): string[] {
  if (sizes.length <= 4) return [...sizes];
  const dropped = new Set(rng.sample(sizes, rng.int(0, 2)));
  return sizes.filter((size) => !dropped.has(size));
}

function imageDrafts(slug: string, name: string, count: number): ProductImageDraft[] {
  return Array.from({ length: count }, (_, i) => ({
    file: `${slug}-${i + 1}.webp`,
    alt: `${name}, ${PRODUCT_VIEWS[i]}`,
  }));
}

function searchText(name: string, tags: readonly string[], slot: Slot): string {
  const categories = slot.category === slot.root ? [slot.root.name] : [slot.category.name, slot.root.name];
  return [name, ...tags, ...categories].join(' ');
}

function design(index: number, usedNames: Set<string>): ProductDraft {
  const slot = slotRound(Math.floor(index / 90))[index % 90];
  const recipe = slot.category.recipe;
  const rng = createRandom(childSeed(PRODUCT_SEED, index));

  const styleKey = rng.pick(recipe.styles);
  const style = STYLES[styleKey];
  const metal = METALS[chooseMetal(rng, styleKey, recipe.metals)];
  const shapes: readonly MotifShape[] | undefined = recipe.shapes;
  let motifs = MOTIFS.filter((m) => !shapes || shapes.includes(m.shape));
  if (styleKey === 'temple' && !shapes) motifs = motifs.filter((m) => TEMPLE_MOTIFS.has(m.word));

  let name = '';
  let motifWord = '';
  let shape: MotifShape = 'flower';
  let noun = '';
  for (let attempt = 0; attempt < 30 && (!name || usedNames.has(name)); attempt++) {
    noun = rng.pick(recipe.nouns);
    if (recipe.motifWords) {
      motifWord = rng.pick(recipe.motifWords);
      shape = rng.pick(shapes ?? ['flower']);
    } else {
      const motif = rng.pick(motifs);
      motifWord = motif.word;
      shape = motif.shape;
    }
    name = productName(rng, { style, metal, motif: motifWord, noun });
  }
  if (usedNames.has(name)) name = `${name} ${index}`;
  usedNames.add(name);
  const slug = slugify(name);

  const pricing = priceProduct(rng, metal, style, recipe.grams);
  const description = productDescription(rng, {
    name,
    style,
    metal,
    motif: motifWord,
    noun,
    shape,
    weightGrams: pricing.weightGrams,
    city: CRAFT_CITY[styleKey] ?? 'Jaipur',
    motifLine: recipe.motifLine,
  });
  const tags = productTags(rng, style, recipe.kind);

  // The newest designs are the ones marked new, as a shop would; featured ones are never sold out.
  const isNew = rng.chance(index < 36 ? 0.55 : 0.07);
  const featured = index % 8 === 3;
  const stockQuantity = !featured && rng.chance(0.09) ? 0 : rng.int(1, 40);
  // Drawn as before the reviews were real, so every later draw (dates, pictures, artwork) stays the same.
  const reviewDraw = rng.chance(0.12) ? 0 : 1 + Math.floor(rng.next() ** 2 * 399);
  const createdAt = new Date(DEMO_BRAND.baseDate.getTime() - index * 21 * HOUR_MS - rng.int(0, 600) * MINUTE_MS);
  const imageCount = rng.int(2, 4);

  return {
    name,
    slug,
    description,
    categorySlug: slot.category.slug,
    pricePaise: pricing.priceRupees * 100,
    originalPricePaise: pricing.originalPriceRupees === null ? null : pricing.originalPriceRupees * 100,
    stockQuantity,
    sizes: chooseSizes(rng, slot.root.sizes),
    tags,
    metal: metal.name,
    purity: metal.purity,
    weightGrams: pricing.weightGrams,
    reviewPlan: reviewPlan(reviewDraw, rng.int(35, 50) / 10),
    isNew,
    featured,
    searchText: searchText(name, tags, slot),
    createdAt,
    images: imageDrafts(slug, name, imageCount),
    artwork: {
      form: rng.pick(recipe.forms),
      tone: metal.tone,
      primary: rng.pick(style.stones.primary),
      secondary: rng.pick(style.stones.secondary),
      accent: rng.pick(style.stones.accent),
      motif: shape,
      seed: childSeed(PRODUCT_SEED ^ 0xa27, index),
    },
  };
}

/** A later edition of a design: same piece and pictures, its own price, stock and date. */
function edition(base: ProductDraft, index: number): ProductDraft {
  const number = Math.floor(index / BASE_PRODUCT_COUNT) + 1;
  const rng = createRandom(childSeed(PRODUCT_SEED ^ 0xed17, index));
  const name = `${base.name} (Edition ${number})`;
  const factor = 0.85 + rng.next() * 0.3;
  const price = Math.min(75_000, Math.max(499, Math.round((base.pricePaise / 100) * factor)));
  const discounted = rng.chance(0.3);
  const offsetMinutes = BASE_PRODUCT_COUNT * 21 * 60 + (index - BASE_PRODUCT_COUNT) * 4 + rng.int(0, 3);
  return {
    ...base,
    name,
    slug: `${base.slug}-edition-${number}`,
    pricePaise: price * 100,
    originalPricePaise: discounted ? Math.round(price / 0.7) * 100 : null,
    stockQuantity: rng.chance(0.08) ? 0 : rng.int(1, 40),
    // Editions have no buyers of their own: only the designs carry the demo reviews.
    reviewPlan: NO_REVIEWS,
    isNew: false,
    featured: false,
    searchText: base.searchText.replace(base.name, name),
    createdAt: new Date(DEMO_BRAND.baseDate.getTime() - offsetMinutes * MINUTE_MS),
    images: base.images.map((image, i) => ({ file: image.file, alt: `${name}, ${PRODUCT_VIEWS[i]}` })),
    artwork: null,
  };
}

/** The base designs, generated once per call; cheap (well under a millisecond each). */
export function baseDesigns(count: number): ProductDraft[] {
  const used = new Set<string>();
  return Array.from({ length: Math.min(count, BASE_PRODUCT_COUNT) }, (_, i) => design(i, used));
}

/** Products in creation order, newest first; lazily, so a 100,000-product catalogue never sits in memory. */
export function* generateProducts(count: number): Generator<ProductDraft> {
  const bases = baseDesigns(count);
  yield* bases;
  for (let i = bases.length; i < count; i++) yield edition(bases[i % BASE_PRODUCT_COUNT], i);
}

/** Up to three reviews (one per demo buyer); a piece nobody reviewed shows no stars. */
function reviewPlan(draw: number, stars: number): ReviewPlan {
  return draw === 0 ? NO_REVIEWS : { count: 1 + (draw % 3), stars };
}
