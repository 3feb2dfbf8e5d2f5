import { drawBandRings, drawCocktailRing, drawSolitaireRing } from './artwork-rings';
import {
  drawChain,
  drawChoker,
  drawLocket,
  drawMangalsutra,
  drawMangalsutraBracelet,
  drawNecklaceSet,
  drawPendant,
  drawTempleNecklace,
} from './artwork-necklaces';
import {
  drawBeadedAnklet,
  drawClipNosePin,
  drawNath,
  drawNoseStud,
  drawPayal,
  drawToeRings,
} from './artwork-small-pieces';
import {
  drawBangleSet,
  drawCharmBracelet,
  drawCuff,
  drawHaathPhool,
  drawKada,
  drawThinBangles,
} from './artwork-wristwear';
import { JEWELRY_FORMS, type DrawContext, type Drawing } from './artwork-spec';
import { DEMO_CATEGORIES } from '../catalogue/demo-categories';
import { drawerFor } from './jewelry-artwork';
import { baseDesigns, BASE_PRODUCT_COUNT, type ProductDraft } from '../catalogue/product-generator';
import { createRandom } from './prng';

type Drawer = (ctx: DrawContext) => Drawing;

const EARRING_DRAWERS = new Set(JEWELRY_FORMS.filter((form) => form.startsWith('earrings-')).map(drawerFor));
const NECKLACE_DRAWERS: readonly Drawer[] = [
  drawChain,
  drawChoker,
  drawNecklaceSet,
  drawPendant,
  drawTempleNecklace,
  drawLocket,
  drawMangalsutra,
];

/**
 * What the shopper reads in the product's name decides what the picture must show; first match wins, so the
 * narrower nouns ("Clip-on Nose Pin", "Mangalsutra Bracelet") come before the wider ones.
 */
const DRAWERS_BY_NOUN: readonly [RegExp, readonly Drawer[] | 'earrings'][] = [
  [/Clip-on Nose (Pin|Ring)$/, [drawClipNosePin]],
  [/(Nath|Nose Ring)$/, [drawNath]],
  [/Nose (Pin|Stud)$/, [drawNoseStud]],
  [/(Toe Rings? Pair|Toe Ring|Bichiya)$/, [drawToeRings]],
  [/Beaded Anklet$/, [drawBeadedAnklet]],
  [/(Anklet|Anklets Pair|Payal)$/, [drawPayal, drawBeadedAnklet]],
  [/Mangalsutra Bracelet$/, [drawMangalsutraBracelet]],
  [/Mangalsutra$/, [drawMangalsutra]],
  [/Locket$/, [drawLocket]],
  [/(Pendant|Pendant Necklace|Pendant with Chain)$/, [drawPendant]],
  [/(Choker|Choker Necklace|Choker Set)$/, [drawChoker]],
  [/Necklace Set$/, [drawNecklaceSet]],
  [/(Temple Necklace|Kasu Mala Necklace|Haram Necklace)$/, [drawTempleNecklace]],
  [/(Chain|Chain Necklace)$/, [drawChain]],
  [/Necklace$/, [drawPendant]],
  [/(Earrings|Danglers|Jhumkas|Studs|Hoops|Chandbalis)$/, 'earrings'],
  [/(Cocktail|Statement) Ring$/, [drawCocktailRing]],
  [/(Solitaire|Engagement) Ring$/, [drawSolitaireRing]],
  [/(Band Ring|Ring Stack)$/, [drawBandRings]],
  [/Ring$/, [drawCocktailRing, drawSolitaireRing]],
  [/(Kada|Kada Bangle)$/, [drawKada]],
  [/Bangle Set$/, [drawBangleSet]],
  [/(Stacking Bangles|Thin Bangles|Bangle Stack)$/, [drawThinBangles]],
  [/(Bangles|Bangle Pair)$/, [drawThinBangles, drawKada]],
  [/(Cuff Bracelet|Open Cuff)$/, [drawCuff]],
  [/(Haath Phool|Hand Harness)$/, [drawHaathPhool]],
  [/Bracelet$/, [drawCharmBracelet]],
];

function expectedDrawers(product: ProductDraft): readonly Drawer[] | 'earrings' {
  const name = product.name.replace(/ \d+$/, '');
  const match = DRAWERS_BY_NOUN.find(([noun]) => noun.test(name));
  if (!match) throw new Error(`No product type known for "${product.name}"`);
  return match[1];
}

const designs = baseDesigns(BASE_PRODUCT_COUNT);

describe('demo product artwork', () => {
  it('draws every generated product with the drawer of its own product type', () => {
    const wrong: string[] = [];
    for (const product of designs) {
      const drawer = drawerFor(product.artwork!.form);
      const expected = expectedDrawers(product);
      const fits = expected === 'earrings' ? EARRING_DRAWERS.has(drawer) : expected.includes(drawer);
      if (!fits) wrong.push(`${product.name}: ${product.artwork!.form}`);
    }
    expect(wrong).toEqual([]);
  });

  it('covers every category the generator fills, nose pins and anklets included', () => {
    const filled = new Set(designs.map((product) => product.categorySlug));
    const nosePins = DEMO_CATEGORIES.find((root) => root.slug === 'nose-pins')!;
    for (const slug of [
      nosePins.slug,
      ...nosePins.subcategories.map((sub) => sub.slug),
      'toe-rings',
      'payal',
      'beaded-anklets',
    ]) {
      expect(filled).toContain(slug);
    }
    expect(designs.some((product) => product.name === '18K Gold Kasu Clip-on Nose Pin')).toBe(true);
  });

  it('never draws a nose pin with the silhouette of a necklace: an ornament hanging at the bottom centre of a hoop', () => {
    const hangsLikeAPendant = (drawing: Drawing) => {
      const { x0, y0, x1, y1 } = drawing.bounds;
      const centred = Math.abs(drawing.focus.x - (x0 + x1) / 2) < (x1 - x0) * 0.1;
      const low = (drawing.focus.y - y0) / (y1 - y0) > 0.6;
      return centred && low;
    };
    const seeds = [1, 7, 42, 1234, 99_999];
    const spec = { tone: 'gold22', primary: 'ruby', secondary: 'emerald', accent: 'pearl', motif: 'coin' } as const;
    // The test of the test: necklaces do hang their ornament there.
    for (const drawer of [drawPendant, drawChoker, drawTempleNecklace]) {
      expect(
        hangsLikeAPendant(drawer({ spec: { ...spec, form: 'necklace-pendant', seed: 1 }, rng: createRandom(1) })),
      ).toBe(true);
    }
    for (const form of ['nosepin-stud', 'nosepin-nath', 'nosepin-clip'] as const) {
      for (const seed of seeds) {
        const drawing = drawerFor(form)({ spec: { ...spec, form, seed }, rng: createRandom(seed) });
        expect({ form, seed, necklaceLike: hangsLikeAPendant(drawing) }).toEqual({ form, seed, necklaceLike: false });
      }
    }
  });

  it('keeps necklace drawers for necklaces', () => {
    for (const product of designs) {
      if (NECKLACE_DRAWERS.includes(drawerFor(product.artwork!.form)))
        expect(product.name).toMatch(/Necklace|Choker|Chain|Pendant|Locket|Mangalsutra|Haram|Set$/);
    }
  });
});
