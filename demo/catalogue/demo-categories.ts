// The demo category tree, and for each category what its products look like.
import type { JewelryForm, MotifShape } from '../artwork/artwork-spec';
import type { MetalKey, StyleKey } from './product-vocabulary';

/** How products of one category are made up: the generator only combines what is listed here. */
export type ProductRecipe = {
  forms: readonly JewelryForm[];
  /** Product-name endings ("Jhumkas", "Jhumka Earrings"). */
  nouns: readonly string[];
  styles: readonly StyleKey[];
  /** Narrows the metals a style allows (mangalsutras are gold-toned, toe rings are silver). */
  metals?: readonly MetalKey[];
  /** Motif shapes that suit the piece; all when absent. */
  shapes?: readonly MotifShape[];
  /** Words used instead of motifs (chain patterns), and the sentence that describes them. */
  motifWords?: readonly string[];
  motifLine?: string;
  /** Weight of a silver piece in grams; gold pieces are made lighter. */
  grams: readonly [number, number];
  /** Noun for the description and tags ("jhumka"). */
  kind: string;
};

export type DemoCategory = {
  name: string;
  slug: string;
  description: string;
  recipe: ProductRecipe;
};

export type DemoRootCategory = DemoCategory & {
  sizes: readonly string[];
  subcategories: readonly DemoCategory[];
};

const RING_SIZES = ['6', '7', '8', '9', '10', '12'] as const;
const BANGLE_SIZES = ['2.2', '2.4', '2.6', '2.8'] as const;

const ALL_STYLES: readonly StyleKey[] = [
  'kundan',
  'meenakari',
  'polki',
  'temple',
  'filigree',
  'jadau',
  'pearl',
  'emerald',
  'ruby',
  'oxidised',
  'zircon',
  'classic',
];
const GEM_STYLES: readonly StyleKey[] = ['emerald', 'ruby', 'zircon', 'pearl', 'polki', 'classic'];
const SMALL_SHAPES: readonly MotifShape[] = ['flower', 'teardrop', 'geometric', 'coin'];

export const DEMO_CATEGORIES: readonly DemoRootCategory[] = [
  {
    name: 'Rings',
    slug: 'rings',
    description:
      'Cocktail rings, stackable bands and solitaires, each finished by hand and sized to Indian ring sizes.',
    sizes: RING_SIZES,
    recipe: {
      forms: ['ring-cocktail', 'ring-solitaire'],
      nouns: ['Ring', 'Finger Ring'],
      styles: ALL_STYLES,
      grams: [3, 9],
      kind: 'ring',
    },
    subcategories: [
      {
        name: 'Cocktail Rings',
        slug: 'cocktail-rings',
        description: 'Bold statement rings with Kundan, Polki and gemstone centrepieces for weddings and parties.',
        recipe: {
          forms: ['ring-cocktail'],
          nouns: ['Cocktail Ring', 'Statement Ring'],
          styles: ['kundan', 'polki', 'meenakari', 'jadau', 'emerald', 'ruby', 'oxidised', 'temple'],
          grams: [6, 14],
          kind: 'cocktail ring',
        },
      },
      {
        name: 'Stackable Bands',
        slug: 'stackable-bands',
        description: 'Slim bands to wear alone or stacked: hammered, studded and twisted.',
        recipe: {
          forms: ['ring-band'],
          nouns: ['Stackable Band Ring', 'Band Ring', 'Ring Stack'],
          styles: ['classic', 'zircon', 'filigree', 'ruby', 'emerald'],
          grams: [2, 5],
          kind: 'band ring',
        },
      },
      {
        name: 'Solitaire Rings',
        slug: 'solitaire-rings',
        description: 'A single hand-picked stone, raised in a claw setting.',
        recipe: {
          forms: ['ring-solitaire'],
          nouns: ['Solitaire Ring', 'Engagement Ring'],
          styles: ['emerald', 'ruby', 'zircon', 'pearl', 'polki'],
          shapes: SMALL_SHAPES,
          grams: [2.5, 6],
          kind: 'solitaire ring',
        },
      },
    ],
  },
  {
    name: 'Necklaces',
    slug: 'necklaces',
    description: 'Chokers, bridal Kundan sets, temple necklaces and fine chains from our Jaipur karkhana.',
    sizes: [],
    recipe: {
      forms: ['necklace-pendant'],
      nouns: ['Necklace', 'Pendant Necklace'],
      styles: ALL_STYLES,
      grams: [12, 45],
      kind: 'necklace',
    },
    subcategories: [
      {
        name: 'Chokers',
        slug: 'chokers',
        description: 'Close-fitting chokers that sit high on the neck, tied with a silk dori.',
        recipe: {
          forms: ['necklace-choker'],
          nouns: ['Choker', 'Choker Necklace', 'Choker Set'],
          styles: ['kundan', 'polki', 'meenakari', 'jadau', 'pearl', 'oxidised', 'temple'],
          grams: [25, 70],
          kind: 'choker necklace',
        },
      },
      {
        name: 'Kundan Sets',
        slug: 'kundan-sets',
        description: 'Bridal necklace sets with matching earrings, in Kundan, Polki and Jadau.',
        recipe: {
          forms: ['necklace-set'],
          nouns: ['Necklace Set', 'Bridal Necklace Set'],
          styles: ['kundan', 'polki', 'jadau'],
          grams: [40, 110],
          kind: 'necklace set',
        },
      },
      {
        name: 'Temple Necklaces',
        slug: 'temple-necklaces',
        description: 'South Indian temple necklaces with Lakshmi coins, rubies and emeralds.',
        recipe: {
          forms: ['necklace-temple'],
          nouns: ['Temple Necklace', 'Kasu Mala Necklace', 'Haram Necklace'],
          styles: ['temple'],
          shapes: ['coin', 'flower', 'peacock'],
          grams: [35, 90],
          kind: 'temple necklace',
        },
      },
      {
        name: 'Chains',
        slug: 'chains',
        description: 'Hand-linked chains in gold and silver, for pendants or to wear on their own.',
        recipe: {
          forms: ['necklace-chain'],
          nouns: ['Chain', 'Chain Necklace'],
          styles: ['classic'],
          motifWords: [
            'Rope',
            'Box',
            'Singapore',
            'Curb',
            'Wheat',
            'Figaro',
            'Snake',
            'Rolo',
            'Twisted Cable',
            'Ball Bead',
          ],
          motifLine: 'Its {motif} links are joined and soldered by hand, one at a time, for a supple drape.',
          grams: [8, 30],
          kind: 'chain',
        },
      },
    ],
  },
  {
    name: 'Earrings',
    slug: 'earrings',
    description: 'Jhumkas, studs, hoops and chandbalis, from everyday pairs to bridal statements.',
    sizes: [],
    recipe: {
      forms: ['earrings-drop'],
      nouns: ['Drop Earrings', 'Danglers'],
      styles: ALL_STYLES,
      grams: [4, 14],
      kind: 'earrings',
    },
    subcategories: [
      {
        name: 'Jhumkas',
        slug: 'jhumkas',
        description: 'Bell-shaped jhumkas with pearl and ghungroo fringes.',
        recipe: {
          forms: ['earrings-jhumka'],
          nouns: ['Jhumkas', 'Jhumka Earrings'],
          styles: ['kundan', 'meenakari', 'temple', 'oxidised', 'pearl', 'polki', 'filigree'],
          grams: [8, 30],
          kind: 'jhumka',
        },
      },
      {
        name: 'Studs',
        slug: 'studs',
        description: 'Small stud earrings for every day, in gold, silver and gemstones.',
        recipe: {
          forms: ['earrings-stud'],
          nouns: ['Stud Earrings', 'Studs', 'Ear Studs'],
          styles: ['zircon', 'emerald', 'ruby', 'pearl', 'polki', 'kundan', 'classic'],
          shapes: SMALL_SHAPES,
          grams: [1.5, 5],
          kind: 'stud earrings',
        },
      },
      {
        name: 'Hoops',
        slug: 'hoops',
        description: 'Hoops and bali earrings, plain, pearl-lined or studded.',
        recipe: {
          forms: ['earrings-hoop'],
          nouns: ['Hoop Earrings', 'Hoops', 'Bali Earrings'],
          styles: ['classic', 'zircon', 'pearl', 'oxidised', 'ruby'],
          grams: [3, 12],
          kind: 'hoop earrings',
        },
      },
      {
        name: 'Chandbalis',
        slug: 'chandbalis',
        description: 'Crescent-moon chandbali earrings, a Hyderabadi favourite.',
        recipe: {
          forms: ['earrings-chandbali'],
          nouns: ['Chandbalis', 'Chandbali Earrings'],
          styles: ['kundan', 'polki', 'meenakari', 'pearl', 'temple', 'oxidised'],
          grams: [10, 28],
          kind: 'chandbali earrings',
        },
      },
    ],
  },
  {
    name: 'Bangles',
    slug: 'bangles',
    description: 'Kadas, bridal bangle sets and slim stacking bangles in Indian bangle sizes.',
    sizes: BANGLE_SIZES,
    recipe: {
      forms: ['bangles-thin', 'bangles-kada'],
      nouns: ['Bangle Pair', 'Bangles'],
      styles: ALL_STYLES,
      grams: [10, 30],
      kind: 'bangles',
    },
    subcategories: [
      {
        name: 'Kadas',
        slug: 'kadas',
        description: 'Broad, single kadas with stone-set fronts and rope edges.',
        recipe: {
          forms: ['bangles-kada'],
          nouns: ['Kada', 'Kada Bangle'],
          styles: ['kundan', 'polki', 'temple', 'meenakari', 'jadau', 'oxidised', 'ruby'],
          grams: [18, 45],
          kind: 'kada',
        },
      },
      {
        name: 'Bridal Bangle Sets',
        slug: 'bridal-bangle-sets',
        description: 'Coordinated bangle sets in enamel, metal and stones for the bride and her family.',
        recipe: {
          forms: ['bangles-set'],
          nouns: ['Bangle Set', 'Bridal Bangle Set', 'Chooda Bangle Set'],
          styles: ['kundan', 'meenakari', 'polki', 'ruby', 'emerald'],
          grams: [30, 80],
          kind: 'bangle set',
        },
      },
      {
        name: 'Stacking Bangles',
        slug: 'stacking-bangles',
        description: 'Slim bangles sold in sets, made to be stacked and mixed.',
        recipe: {
          forms: ['bangles-thin'],
          nouns: ['Stacking Bangles', 'Thin Bangles', 'Bangle Stack'],
          styles: ['classic', 'zircon', 'filigree', 'oxidised', 'pearl'],
          grams: [8, 22],
          kind: 'bangles',
        },
      },
    ],
  },
  {
    name: 'Bracelets',
    slug: 'bracelets',
    description: 'Charm bracelets, cuffs and the bridal haath phool.',
    sizes: [],
    recipe: {
      forms: ['bracelet-charm'],
      nouns: ['Bracelet', 'Chain Bracelet'],
      styles: ALL_STYLES,
      grams: [5, 15],
      kind: 'bracelet',
    },
    subcategories: [
      {
        name: 'Charm Bracelets',
        slug: 'charm-bracelets',
        description: 'Link bracelets hung with coins, pearls and enamel leaves.',
        recipe: {
          forms: ['bracelet-charm'],
          nouns: ['Charm Bracelet', 'Link Bracelet'],
          styles: ['classic', 'meenakari', 'pearl', 'zircon', 'temple', 'oxidised'],
          grams: [6, 15],
          kind: 'charm bracelet',
        },
      },
      {
        name: 'Cuff Bracelets',
        slug: 'cuff-bracelets',
        description: 'Open cuffs with hand-engraved and stone-set fronts.',
        recipe: {
          forms: ['bracelet-cuff'],
          nouns: ['Cuff Bracelet', 'Open Cuff'],
          styles: ['oxidised', 'filigree', 'kundan', 'meenakari', 'emerald', 'classic'],
          grams: [12, 30],
          kind: 'cuff bracelet',
        },
      },
      {
        name: 'Haath Phool',
        slug: 'haath-phool',
        description: 'Hand harnesses that join a bracelet to finger rings, for mehendi and weddings.',
        recipe: {
          forms: ['bracelet-haathphool'],
          nouns: ['Haath Phool', 'Hand Harness'],
          styles: ['kundan', 'polki', 'meenakari', 'pearl', 'oxidised', 'temple'],
          grams: [8, 20],
          kind: 'haath phool',
        },
      },
    ],
  },
  {
    name: 'Pendants',
    slug: 'pendants',
    description: 'Pendants and lockets on fine chains: devotional, gemstone and keepsake.',
    sizes: [],
    recipe: {
      forms: ['necklace-pendant'],
      nouns: ['Pendant', 'Pendant Necklace'],
      styles: ALL_STYLES,
      grams: [2, 8],
      kind: 'pendant',
    },
    subcategories: [
      {
        name: 'Devotional Pendants',
        slug: 'devotional-pendants',
        description: 'Pendants with Om, Ganesha, Lakshmi and evil-eye motifs.',
        recipe: {
          forms: ['necklace-pendant'],
          nouns: ['Pendant', 'Pendant with Chain'],
          styles: ['temple', 'classic', 'meenakari', 'ruby'],
          motifWords: ['Om', 'Ganesha', 'Lakshmi', 'Nazar', 'Krishna Flute', 'Sri Yantra'],
          motifLine: 'The {motif} symbol is worn to keep blessings close to the heart.',
          shapes: ['coin', 'flower', 'geometric'],
          grams: [2, 7],
          kind: 'pendant',
        },
      },
      {
        name: 'Gemstone Pendants',
        slug: 'gemstone-pendants',
        description: 'A single emerald, ruby, pearl or polki on a slim chain.',
        recipe: {
          forms: ['necklace-pendant'],
          nouns: ['Pendant', 'Drop Pendant'],
          styles: GEM_STYLES,
          shapes: ['teardrop', 'flower', 'geometric', 'crescent'],
          grams: [2, 8],
          kind: 'pendant',
        },
      },
      {
        name: 'Lockets',
        slug: 'lockets',
        description: 'Hinged lockets to keep a photograph or a note close.',
        recipe: {
          forms: ['pendant-locket'],
          nouns: ['Locket', 'Photo Locket'],
          styles: ['classic', 'filigree', 'zircon', 'meenakari'],
          grams: [4, 10],
          kind: 'locket',
        },
      },
    ],
  },
  {
    name: 'Anklets',
    slug: 'anklets',
    description: 'Payal with ghungroo bells, beaded anklets and toe rings.',
    sizes: [],
    recipe: {
      forms: ['anklet-payal'],
      nouns: ['Anklet', 'Anklets Pair'],
      styles: ['classic', 'oxidised', 'meenakari', 'pearl'],
      metals: ['silver', 'oxidised', 'plated'],
      grams: [15, 40],
      kind: 'anklet',
    },
    subcategories: [
      {
        name: 'Payal',
        slug: 'payal',
        description: 'Traditional silver payal with tinkling ghungroo bells, sold in pairs.',
        recipe: {
          forms: ['anklet-payal'],
          nouns: ['Payal', 'Ghungroo Payal', 'Anklets Pair'],
          styles: ['classic', 'oxidised', 'meenakari', 'filigree'],
          metals: ['silver', 'oxidised', 'plated'],
          grams: [18, 45],
          kind: 'anklet',
        },
      },
      {
        name: 'Toe Rings',
        slug: 'toe-rings',
        description: 'Adjustable bichiya toe rings, sold in pairs.',
        recipe: {
          forms: ['anklet-toering'],
          nouns: ['Toe Ring', 'Toe Rings Pair', 'Bichiya'],
          styles: ['oxidised', 'classic', 'meenakari', 'zircon'],
          metals: ['silver', 'oxidised'],
          shapes: SMALL_SHAPES,
          grams: [2, 6],
          kind: 'toe ring',
        },
      },
      {
        name: 'Beaded Anklets',
        slug: 'beaded-anklets',
        description: 'Light anklets strung with pearls, beads and gemstones.',
        recipe: {
          forms: ['anklet-beaded'],
          nouns: ['Beaded Anklet', 'Anklet'],
          styles: ['pearl', 'ruby', 'emerald', 'zircon', 'oxidised'],
          metals: ['silver', 'oxidised', 'rose', 'plated'],
          shapes: SMALL_SHAPES,
          grams: [6, 14],
          kind: 'anklet',
        },
      },
    ],
  },
  {
    name: 'Nose Pins',
    slug: 'nose-pins',
    description: 'Nose studs, bridal naths and clip-on nose rings, in gold and silver.',
    sizes: [],
    recipe: {
      forms: ['nosepin-stud'],
      nouns: ['Nose Pin'],
      styles: ['zircon', 'classic', 'ruby', 'emerald', 'polki'],
      shapes: SMALL_SHAPES,
      grams: [0.4, 1.5],
      kind: 'nose pin',
    },
    subcategories: [
      {
        name: 'Nose Studs',
        slug: 'nose-studs',
        description: 'Tiny screw-back and L-shaped nose studs.',
        recipe: {
          forms: ['nosepin-stud'],
          nouns: ['Nose Pin', 'Nose Stud'],
          styles: ['zircon', 'classic', 'ruby', 'emerald', 'polki', 'pearl'],
          shapes: ['flower', 'geometric', 'teardrop'],
          grams: [0.3, 1.2],
          kind: 'nose pin',
        },
      },
      {
        name: 'Nath',
        slug: 'nath',
        description: 'Bridal nose rings with pearl chains that clip to the hair.',
        recipe: {
          forms: ['nosepin-nath'],
          nouns: ['Nath', 'Bridal Nath', 'Nose Ring'],
          styles: ['kundan', 'polki', 'pearl', 'temple'],
          metals: ['gold22', 'plated', 'gold18'],
          grams: [2, 6],
          kind: 'nose ring',
        },
      },
      {
        name: 'Clip-on Nose Pins',
        slug: 'clip-on-nose-pins',
        description: 'Nose rings that clip on, no piercing needed.',
        recipe: {
          forms: ['nosepin-clip'],
          nouns: ['Clip-on Nose Pin', 'Clip-on Nose Ring'],
          styles: ['oxidised', 'classic', 'zircon', 'kundan'],
          shapes: SMALL_SHAPES,
          grams: [0.5, 2],
          kind: 'nose pin',
        },
      },
    ],
  },
  {
    name: 'Mangalsutras',
    slug: 'mangalsutras',
    description: 'Black-bead mangalsutras, from short daily pieces to traditional long strands and bracelets.',
    sizes: [],
    recipe: {
      forms: ['mangalsutra'],
      nouns: ['Mangalsutra'],
      styles: ['classic', 'zircon', 'polki'],
      metals: ['gold22', 'gold18', 'plated'],
      grams: [6, 18],
      kind: 'mangalsutra',
    },
    subcategories: [
      {
        name: 'Short Mangalsutras',
        slug: 'short-mangalsutras',
        description: 'Short, light mangalsutras for everyday wear.',
        recipe: {
          forms: ['mangalsutra'],
          nouns: ['Short Mangalsutra', 'Mangalsutra'],
          styles: ['classic', 'zircon', 'polki', 'ruby'],
          metals: ['gold22', 'gold18', 'plated', 'rose'],
          grams: [5, 12],
          kind: 'mangalsutra',
        },
      },
      {
        name: 'Long Mangalsutras',
        slug: 'long-mangalsutras',
        description: 'Traditional long mangalsutras with double black-bead strands and vati pendants.',
        recipe: {
          forms: ['mangalsutra'],
          nouns: ['Long Mangalsutra', 'Vati Mangalsutra'],
          styles: ['classic', 'temple', 'polki', 'kundan'],
          metals: ['gold22', 'plated'],
          shapes: ['coin', 'flower', 'teardrop'],
          grams: [12, 30],
          kind: 'mangalsutra',
        },
      },
      {
        name: 'Mangalsutra Bracelets',
        slug: 'mangalsutra-bracelets',
        description: 'Black-bead bracelets with a small gold centrepiece.',
        recipe: {
          forms: ['mangalsutra-bracelet'],
          nouns: ['Mangalsutra Bracelet'],
          styles: ['classic', 'zircon', 'ruby'],
          metals: ['gold22', 'gold18', 'plated', 'rose'],
          shapes: SMALL_SHAPES,
          grams: [3, 8],
          kind: 'mangalsutra bracelet',
        },
      },
    ],
  },
];
