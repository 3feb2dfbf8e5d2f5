// Texts of the back office's stones editor (components/admin/products/stones-editor.tsx).
export const STONE_EDITOR_MESSAGES = {
  title: 'Stones',
  none: 'No stones: a plain metal piece.',
  add: 'Add a stone',
  remove: (n: number) => `Remove stone ${n}`,
  stone: (n: number, type: string) => (type.trim() ? `Stone ${n}: ${type.trim()}` : `Stone ${n}`),
  noCertificate: 'No certificate',
  otherLab: 'Another lab',
  notAList: 'This text is not a list of stones. Correct it, or clear it to start the list again with Add a stone.',
  labels: {
    type: 'Type (Diamond, Ruby…)',
    count: 'Count',
    carat_weight: 'Carats each',
    price_per_carat: 'Price a carat (₹)',
    clarity: 'Clarity',
    colour: 'Colour',
    cut: 'Cut',
    shape: 'Shape',
    lab: 'Certificate lab',
    number: 'Certificate number',
  },
} as const;
