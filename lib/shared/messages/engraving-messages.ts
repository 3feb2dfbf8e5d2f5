// What the shopper and the back office read about engraving a piece.
export const ENGRAVING_MESSAGES = {
  notOffered: 'This piece cannot be engraved',
  badCharacters: "Use letters (English or an Indian script), digits, spaces and & . - ' only",
  tooLong: (max: number) => `At most ${max} characters can be engraved on this piece`,
  textInvalid: 'Engraving text must be text of at most 200 characters',
  offerInvalid: 'Enter the engraving’s characters (1 to 60) and its price in rupees (₹0 or more)',
  label: 'Engraving',
  signInToEngrave: 'Sign in to have the piece engraved',
  inputLabel: (max: number) => `Engraving (optional, up to ${max} characters)`,
  offered: (max: number, price: string) => `Engraving available: up to ${max} characters, ${price} a piece`,
  priceEach: (price: string) =>
    `Adds ${price} to each piece. Letters (English or an Indian script), digits, spaces and & . - ' only.`,
  notReturnable: 'Engraved pieces are not returnable, except when faulty',
  line: (text: string) => `Engraving: “${text}”`,
} as const;
