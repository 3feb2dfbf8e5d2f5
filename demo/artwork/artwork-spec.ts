// What a jewelry drawing needs to know about a piece; the product generator fills it in.
import type { MetalTone, StoneKind } from './artwork-palette';
import type { Point } from './artwork-primitives';
import type { Random } from './prng';

export const JEWELRY_FORMS = [
  'ring-cocktail',
  'ring-band',
  'ring-solitaire',
  'necklace-choker',
  'necklace-set',
  'necklace-temple',
  'necklace-chain',
  'necklace-pendant',
  'pendant-locket',
  'mangalsutra',
  'mangalsutra-bracelet',
  'earrings-jhumka',
  'earrings-stud',
  'earrings-hoop',
  'earrings-chandbali',
  'earrings-drop',
  'bangles-kada',
  'bangles-set',
  'bangles-thin',
  'bracelet-charm',
  'bracelet-cuff',
  'bracelet-haathphool',
  'anklet-payal',
  'anklet-beaded',
  'anklet-toering',
  'nosepin-stud',
  'nosepin-nath',
  'nosepin-clip',
] as const;
export type JewelryForm = (typeof JEWELRY_FORMS)[number];

/** The shape of a piece's main ornament, taken from its motif (a peacock reads as a fan, a coin as a coin). */
export type MotifShape = 'flower' | 'teardrop' | 'crescent' | 'coin' | 'geometric' | 'leaf' | 'peacock';

export type ArtworkSpec = {
  form: JewelryForm;
  tone: MetalTone;
  /** Main stone, supporting stone and small accents; a piece without stones repeats metal-friendly pearls or zircons. */
  primary: StoneKind;
  secondary: StoneKind;
  accent: StoneKind;
  motif: MotifShape;
  /** Varies counts and proportions, so two necklaces of the same kind still look different. */
  seed: number;
};

export type DrawContext = { spec: ArtworkSpec; rng: Random };
export type Box = { x0: number; y0: number; x1: number; y1: number };
/** SVG of the piece in an 800 x 800 canvas, roughly where it lies (to frame it), and the point a close-up zooms into. */
export type Drawing = { svg: string; bounds: Box; focus: Point };
