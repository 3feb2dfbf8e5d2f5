// The words of a demo product: its name, description and tags.
import type { MotifShape } from '../artwork/artwork-spec';
import type { Random } from '../artwork/prng';
import { DESCRIPTORS, OCCASION_TAGS, type Metal, type Style } from './product-vocabulary';

export type NameParts = { style: Style; metal: Metal; motif: string; noun: string };

function tidy(words: string): string {
  const seen = new Set<string>();
  // A word already said ("Temple Kasu Temple Necklace") is dropped the second time, except the noun at the end.
  const parts = words.split(/\s+/).filter(Boolean);
  return parts
    .filter((word, i) => {
      const key = word.toLowerCase();
      if (seen.has(key) && i < parts.length - 1) return false;
      seen.add(key);
      return true;
    })
    .join(' ');
}

export function productName(rng: Random, { style, metal, motif, noun }: NameParts): string {
  const label = noun.includes(style.label) ? '' : style.label;
  const descriptor = rng.pick(DESCRIPTORS);
  if (!label) {
    return tidy(rng.chance(0.6) ? `${metal.short} ${motif} ${noun}` : `${descriptor} ${metal.short} ${noun}`);
  }
  switch (rng.int(0, 3)) {
    case 0:
      return tidy(`${label} ${motif} ${noun}`);
    case 1:
      return tidy(`${label} ${descriptor} ${noun}`);
    case 2:
      return tidy(`${metal.short} ${label} ${motif} ${noun}`);
    default:
      return tidy(`${motif} ${label} ${noun}`);
  }
}

function isPlural(noun: string): boolean {
  return /s$/.test(noun) && !/(Harness|Set)$/.test(noun);
}

const MOTIF_LINES: Record<MotifShape, readonly string[]> = {
  peacock: [
    'The {motif} motif, a symbol of grace and monsoon joy, fans out in fine detail.',
    "Its {motif} design borrows the colours of India's national bird.",
  ],
  flower: [
    'A {motif} bloom sits at its heart, each petal shaped by hand.',
    'The {motif} motif is drawn from the flowers offered at temples across India.',
  ],
  teardrop: [
    'Its {motif} silhouette is a timeless Indian shape that flatters every face.',
    'The graceful {motif} outline catches the light as it moves.',
  ],
  crescent: [
    'The {motif} shape is a nod to the moon of festive nights.',
    'A sweeping {motif} curve gives it a regal, old-world look.',
  ],
  coin: [
    'Its {motif} design recalls the gold coins worn for prosperity and blessings.',
    'The embossed {motif} work is rich in temple symbolism.',
  ],
  geometric: [
    'The {motif} pattern echoes the carved stone screens of Rajasthan.',
    'Crisp {motif} geometry gives it a modern edge with traditional roots.',
  ],
  leaf: [
    'A spray of {motif} leaves brings a fresh, natural feel.',
    'The {motif} pattern is a symbol of new beginnings in Indian homes.',
  ],
};

const CLOSING_LINES = [
  'Light enough for all-day wear, it pairs as easily with a saree as with a kurta or a little black dress.',
  'It arrives in our signature gift box with a certificate of authenticity.',
  'Made for weddings, festivals and every celebration in between.',
  'A thoughtful gift for a bride, a mother or yourself.',
  'Wipe it with a soft cloth after wearing and store it in the pouch provided to keep its shine.',
];

export type CopyParts = NameParts & {
  name: string;
  shape: MotifShape;
  weightGrams: number;
  city: string;
  /** A category's own sentence about its motif words ("The {motif} links..."), used as written. */
  motifLine?: string;
};

export function productDescription(rng: Random, parts: CopyParts): string {
  const { name, noun, metal, style, motif, shape, weightGrams } = parts;
  const lead = isPlural(noun) ? `These ${name} are` : `This ${name} is`;
  const sentences = [
    `${lead} handcrafted in ${metal.name} by artisans in ${parts.city}, weighing about ${weightGrams} g.`,
    rng.pick(style.craft),
  ];
  if (parts.motifLine) sentences.push(parts.motifLine.replace('{motif}', motif));
  else if (rng.chance(0.8)) sentences.push(rng.pick(MOTIF_LINES[shape]).replace('{motif}', motif.toLowerCase()));
  if (sentences.length < 3 || rng.chance(0.55)) sentences.push(rng.pick(CLOSING_LINES));
  return sentences.slice(0, 4).join(' ');
}

export function productTags(rng: Random, style: Style, kind: string): string[] {
  const tags = new Set<string>([...rng.sample(style.tags, 2), kind]);
  for (const tag of rng.sample(OCCASION_TAGS, rng.int(1, 2))) tags.add(tag);
  return [...tags].slice(0, 5);
}
