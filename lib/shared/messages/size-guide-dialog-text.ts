// The size guide: the dialog's words, loaded with the dialog on the first press of "Size guide",
// not with the product page (the button's own label is PRODUCT_MESSAGES.sizeGuide).

export const SIZE_GUIDE_MESSAGES = {
  sizeGuideTitle: { ring: 'Ring size guide', bangle: 'Bangle size guide' },
  sizeGuideCaption: { ring: 'Indian ring sizes of this piece', bangle: 'Bangle sizes of this piece' },
  sizeColumn: 'Size',
  diameterColumn: 'Inner diameter',
  circumferenceColumn: 'Inner circumference',
  mm: (n: number) => `${n.toFixed(1)} mm`,
  howToMeasure: 'How to measure at home',
  measureSteps: {
    ring: [
      'Wrap a thin strip of paper or thread snugly around the base of the finger you will wear the ring on.',
      'Mark where the ends meet, lay it flat and measure the length in millimetres: that is the inner circumference.',
      'Choose the size whose circumference is nearest; between two sizes, take the larger one, since fingers swell in the evening and in warm weather.',
      'Or measure the inside of a ring that fits you, edge to edge across the middle: that is the inner diameter.',
    ],
    bangle: [
      'Bring your thumb and little finger together, as if putting on a bangle.',
      'Wrap a strip of paper or thread around the widest part of the hand, over the knuckles, and measure it in millimetres.',
      'Choose the size whose inner circumference is a little above that measurement.',
      'Or measure the inside of a bangle that fits you, edge to edge across the middle: that is the inner diameter.',
    ],
  },
  close: 'Close',
} as const;
