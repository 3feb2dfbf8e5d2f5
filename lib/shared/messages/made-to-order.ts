// What the shopper reads about pieces made for them after the order, and why they cannot be sent back.
export const MADE_TO_ORDER_MESSAGES = {
  shipsIn: (days: number) => `Made for you: ships in ${days} ${days === 1 ? 'day' : 'days'}`,
  /** Indian consumer rules let a shop refuse returns of goods made to the buyer's order, except when faulty. */
  notReturnable: 'Made to order: not returnable, except when faulty',
  shipsBy: (date: string) => `Made for you: ships by ${date}`,
  mailShipsBy: (date: string) => `Your order includes pieces made for you; it ships by ${date}.`,
} as const;
