// What the shopper reads about pieces made for them after the order, and why they cannot be sent back.
export const MADE_TO_ORDER_MESSAGES = {
  shipsIn: (days: number) => `Made for you: ships in ${days} ${days === 1 ? 'day' : 'days'}`,
  /** Indian consumer rules let a shop refuse returns of goods made to the buyer's order, except when faulty. */
  notReturnable: 'Made to order: not returnable, except when faulty',
  shipsBy: (date: string) => `Made for you: ships by ${date}`,
  mailShipsBy: (date: string) => `Your order includes pieces made for you; it ships by ${date}.`,
} as const;

/** Why a piece made for the shopper (made to order or engraved) is not taken back unless it is faulty. */
export const PERSONAL_RETURN_MESSAGES = {
  onlyWhenFaulty: (name: string) =>
    `${name} was made or engraved for you, so it can be returned only if it arrived faulty: tick "It arrived faulty"`,
  checkoutNote: 'Made-to-order and engraved pieces are made for you: they are not returnable, except when faulty.',
} as const;

export const FAULTY_LABEL = 'It arrived faulty';
