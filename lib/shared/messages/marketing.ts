// Marketing mail: the shopper's consent (India's DPDP Act: asked, off by default, withdrawable in one click),
// the cart reminder and its unsubscribe link, and what the owner sees of them.
export const MARKETING_MESSAGES = {
  /** The consent checkbox at registration and on the profile. */
  consentLabel: 'Mail me about pieces left in my cart and offers (you can stop these at any time)',
  /** The profile's two boxes, one per purpose of the consent ledger. */
  offersConsentLabel: 'Mail me about new pieces and offers',
  cartConsentLabel: 'Mail me a reminder of pieces left in my cart',
  consentSaved: 'Your mail preference is saved.',
  consentSince: (date: string) => `Agreed on ${date}.`,
  /** The back office's customer view. */
  adminConsent: (at: string | null) => (at ? `Agreed to marketing mail on ${at}` : 'No marketing mail (not agreed)'),
  /** The reminder mail. */
  reminderSubject: (shop: string) => `${shop}: your cart is waiting for you`,
  reminderHeading: 'Your cart is waiting',
  reminderLine: 'You left these pieces in your cart. They are still here, at today\u2019s prices:',
  reminderPriceNote: 'Prices of gold and silver pieces follow the day\u2019s rate and may change until you order.',
  reminderLinkTitle: 'Back to your cart',
  reminderTotal: 'Cart total today',
  unsubscribeFootnote: (link: string) =>
    `You receive this because you agreed to marketing mail. Stop these mails: ${link}`,
  /** The unsubscribe answers. */
  confirmHeading: 'Stop marketing mail?',
  confirmLine: 'We will stop mailing you reminders of your cart and offers. Order and account mail still comes.',
  confirmButton: 'Unsubscribe',
  unsubscribed: 'You are unsubscribed: we will send you no more marketing mail.',
  continueShopping: 'Continue shopping',
  invalidUnsubscribe: 'This unsubscribe link is not valid. Please use the link in your latest mail.',
  /** The dashboard. */
  dashboardTitle: 'Cart reminders (last 30 days)',
  remindersSent: 'Reminders sent',
  cartsRecovered: 'Carts recovered (ordered within 7 days)',
} as const;
