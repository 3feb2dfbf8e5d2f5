// The words and numbers demo products are made of: metals, craft styles and motifs.
import type { MetalTone, StoneKind } from '../artwork/artwork-palette';
import type { MotifShape } from '../artwork/artwork-spec';

export type MetalKey = 'gold22' | 'gold18' | 'silver' | 'oxidised' | 'plated' | 'rose';

export type Metal = {
  name: string;
  /** How the metal reads inside a product name. */
  short: string;
  purity: string;
  /** Rupees per gram of finished metal, making charges included; gold follows 2026 Indian retail rates. */
  ratePerGram: number;
  tone: MetalTone;
  precious: boolean;
};

export const METALS: Record<MetalKey, Metal> = {
  gold22: { name: '22K Gold', short: '22K Gold', purity: '22K', ratePerGram: 9400, tone: 'gold22', precious: true },
  gold18: { name: '18K Gold', short: '18K Gold', purity: '18K', ratePerGram: 7900, tone: 'gold18', precious: true },
  silver: {
    name: '925 Sterling Silver',
    short: 'Sterling Silver',
    purity: '925',
    ratePerGram: 240,
    tone: 'silver',
    precious: false,
  },
  oxidised: {
    name: 'Oxidised Silver',
    short: 'Oxidised Silver',
    purity: '925',
    ratePerGram: 190,
    tone: 'oxidised',
    precious: false,
  },
  plated: {
    name: 'Gold-plated Brass',
    short: 'Gold-plated',
    purity: '1 Micron Gold Plating',
    ratePerGram: 35,
    tone: 'plated',
    precious: false,
  },
  rose: {
    name: 'Rose Gold Vermeil',
    short: 'Rose Gold',
    purity: '925',
    ratePerGram: 420,
    tone: 'rose',
    precious: false,
  },
};

export type StyleKey =
  | 'kundan'
  | 'meenakari'
  | 'polki'
  | 'temple'
  | 'filigree'
  | 'jadau'
  | 'pearl'
  | 'emerald'
  | 'ruby'
  | 'oxidised'
  | 'zircon'
  | 'classic';

export type Style = {
  /** The word in a product name; empty for plain metalwork, whose name leads with the metal instead. */
  label: string;
  metals: readonly MetalKey[];
  stones: { primary: readonly StoneKind[]; secondary: readonly StoneKind[]; accent: readonly StoneKind[] };
  tags: readonly string[];
  /** Rupees added for stones and handwork, before the metal tier multiplies it. */
  value: readonly [number, number];
  /** One sentence on how the piece is made. */
  craft: readonly string[];
};

export const STYLES: Record<StyleKey, Style> = {
  kundan: {
    label: 'Kundan',
    metals: ['gold22', 'plated'],
    stones: { primary: ['kundan'], secondary: ['ruby', 'emerald', 'pearl'], accent: ['pearl', 'ruby', 'emerald'] },
    tags: ['kundan', 'bridal', 'festive'],
    value: [700, 3200],
    craft: [
      'Each glass stone is set by hand in layers of pure gold foil, the Kundan way perfected in the royal courts of Rajasthan.',
      'Our karigars set every Kundan stone by hand in a bed of gold foil and lac, a craft passed down through generations.',
    ],
  },
  meenakari: {
    label: 'Meenakari',
    metals: ['gold22', 'plated', 'silver'],
    stones: {
      primary: ['enamelRed', 'enamelGreen', 'enamelBlue'],
      secondary: ['pearl', 'kundan'],
      accent: ['enamelGreen', 'enamelRed', 'pearl'],
    },
    tags: ['meenakari', 'festive', 'colourful'],
    value: [400, 1800],
    craft: [
      'Vivid Meenakari enamel is painted by hand and fired colour by colour, so no two pieces are exactly alike.',
      'The enamel work is done in a Jaipur meenakar family workshop, where each colour is fired separately at high heat.',
    ],
  },
  polki: {
    label: 'Polki',
    metals: ['gold22', 'gold18'],
    stones: { primary: ['polki'], secondary: ['emerald', 'ruby', 'pearl'], accent: ['pearl', 'emerald'] },
    tags: ['polki', 'bridal', 'heirloom'],
    value: [5000, 16000],
    craft: [
      'Uncut polki diamonds keep their natural, soft glow and are framed in hand-beaten gold.',
      'Every polki is an uncut, natural diamond, backed with foil and set by hand so it glows by candlelight.',
    ],
  },
  temple: {
    label: 'Temple',
    metals: ['gold22', 'plated'],
    stones: { primary: ['ruby', 'emerald'], secondary: ['ruby', 'emerald', 'pearl'], accent: ['pearl', 'ruby'] },
    tags: ['temple', 'traditional', 'south indian'],
    value: [500, 2600],
    craft: [
      'Inspired by the jewellery of South Indian temple deities, it is hand-chased with motifs of Goddess Lakshmi and temple gopurams.',
      'The temple motifs are embossed by hand, a technique from the goldsmiths of Nagercoil and Thanjavur.',
    ],
  },
  filigree: {
    label: 'Filigree',
    metals: ['silver', 'rose', 'gold22'],
    stones: { primary: ['pearl', 'zircon'], secondary: ['pearl'], accent: ['pearl', 'zircon'] },
    tags: ['filigree', 'lightweight', 'daily wear'],
    value: [250, 900],
    craft: [
      'Hair-thin wires are twisted and soldered by hand into an airy lace of tarakasi filigree, the craft of Cuttack.',
      'Its open filigree work is made of fine twisted wire, which keeps it light without losing its lace-like detail.',
    ],
  },
  jadau: {
    label: 'Jadau',
    metals: ['gold22'],
    stones: {
      primary: ['ruby', 'emerald', 'polki'],
      secondary: ['polki', 'pearl'],
      accent: ['emerald', 'ruby', 'pearl'],
    },
    tags: ['jadau', 'bridal', 'heirloom'],
    value: [3000, 11000],
    craft: [
      'In the Mughal jadau tradition, each gem is pressed into softened gold without claws or glue.',
      'Jadau setting presses every stone into warm gold by hand, a slow art from Bikaner and Jaipur.',
    ],
  },
  pearl: {
    label: 'Pearl',
    metals: ['gold22', 'gold18', 'silver', 'rose', 'plated'],
    stones: { primary: ['pearl'], secondary: ['pearl', 'zircon'], accent: ['zircon', 'ruby', 'emerald'] },
    tags: ['pearl', 'elegant', 'gift'],
    value: [300, 2200],
    craft: [
      'Lustrous freshwater pearls from Hyderabad are hand-picked for their round shape and soft sheen.',
      'It is finished with hand-knotted freshwater pearls, graded for colour and lustre.',
    ],
  },
  emerald: {
    label: 'Emerald',
    metals: ['gold22', 'gold18', 'silver', 'rose'],
    stones: { primary: ['emerald'], secondary: ['zircon', 'pearl'], accent: ['zircon', 'pearl'] },
    tags: ['emerald', 'gemstone', 'statement'],
    value: [900, 5200],
    craft: [
      'The deep green emeralds are cut in Jaipur, the emerald capital of the world, and set in hand-made claws.',
      'Its natural emeralds are hand-selected for colour, so each one carries tiny inclusions that prove its origin.',
    ],
  },
  ruby: {
    label: 'Ruby',
    metals: ['gold22', 'gold18', 'silver', 'rose'],
    stones: { primary: ['ruby'], secondary: ['zircon', 'pearl', 'polki'], accent: ['zircon', 'pearl'] },
    tags: ['ruby', 'gemstone', 'festive'],
    value: [900, 5200],
    craft: [
      'Rich red rubies are hand-set in a close bezel that protects them for everyday wear.',
      'The rubies are natural, heat-treated stones, matched by hand for an even, glowing red.',
    ],
  },
  oxidised: {
    label: 'Oxidised',
    metals: ['oxidised'],
    stones: {
      primary: ['turquoise', 'onyx', 'pearl'],
      secondary: ['pearl', 'turquoise'],
      accent: ['turquoise', 'onyx'],
    },
    tags: ['oxidised', 'boho', 'daily wear'],
    value: [120, 600],
    craft: [
      'The darkened, antique finish is brushed back by hand so the tribal motifs stand out in relief.',
      'Its oxidised finish is achieved the traditional way and then hand-polished to bring out the texture.',
    ],
  },
  zircon: {
    label: 'Zircon',
    metals: ['silver', 'rose', 'gold18'],
    stones: { primary: ['zircon'], secondary: ['zircon', 'sapphire', 'amethyst'], accent: ['zircon'] },
    tags: ['sparkle', 'office wear', 'gift'],
    value: [300, 1600],
    craft: [
      'Brilliant-cut zircons are micro-set in rows for a diamond-like sparkle at an everyday price.',
      'Each zircon is hand-set in a shared-prong setting that lets in the most light.',
    ],
  },
  classic: {
    label: '',
    metals: ['gold22', 'gold18', 'silver', 'rose'],
    stones: { primary: ['pearl', 'zircon'], secondary: ['pearl'], accent: ['zircon', 'pearl'] },
    tags: ['minimal', 'daily wear', 'gift'],
    value: [0, 400],
    craft: [
      'Hand-forged and hammered for a soft, light-catching texture.',
      'It is cast, hand-finished and polished to a mirror shine in our Jaipur workshop.',
    ],
  },
};

export type Motif = { word: string; shape: MotifShape };

export const MOTIFS: readonly Motif[] = [
  { word: 'Peacock', shape: 'peacock' },
  { word: 'Mayur', shape: 'peacock' },
  { word: 'Lotus', shape: 'flower' },
  { word: 'Marigold', shape: 'flower' },
  { word: 'Parijat', shape: 'flower' },
  { word: 'Sunburst', shape: 'flower' },
  { word: 'Paisley', shape: 'teardrop' },
  { word: 'Kairi', shape: 'teardrop' },
  { word: 'Raindrop', shape: 'teardrop' },
  { word: 'Chandrakala', shape: 'crescent' },
  { word: 'Crescent Moon', shape: 'crescent' },
  { word: 'Lakshmi Coin', shape: 'coin' },
  { word: 'Kasu', shape: 'coin' },
  { word: 'Mughal Jaali', shape: 'geometric' },
  { word: 'Rajwada', shape: 'geometric' },
  { word: 'Haveli', shape: 'geometric' },
  { word: 'Bel Leaf', shape: 'leaf' },
  { word: 'Mango Leaf', shape: 'leaf' },
  { word: 'Tulsi', shape: 'leaf' },
];

/** Words that can lead a name in place of a motif ("Kundan Bridal Choker Set"). */
export const DESCRIPTORS = [
  'Bridal',
  'Heritage',
  'Royal',
  'Dainty',
  'Festive',
  'Everyday',
  'Statement',
  'Vintage',
] as const;

export const OCCASION_TAGS = [
  'bridal',
  'festive',
  'daily wear',
  'gift',
  'party wear',
  'wedding',
  'traditional',
  'office wear',
  'anniversary',
] as const;
