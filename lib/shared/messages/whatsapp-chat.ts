// The buyer-facing WhatsApp texts: the chat about a piece and the consents to hear from the shop there.

export const WHATSAPP_CHAT_MESSAGES = {
  chat: 'Chat on WhatsApp',
  chatLabel: (name: string) => `Chat with us on WhatsApp about ${name} (opens WhatsApp)`,
  /** The text typed into the chat for the buyer: the piece, its size when chosen, and its address. */
  aboutPiece: (name: string, size: string | undefined, url: string) =>
    `Hello! I would like to know more about ${name}${size ? ` (size ${size})` : ''}: ${url}`,
};

export const WHATSAPP_CONSENT_MESSAGES = {
  updatesLabel: 'Send me order updates on WhatsApp (confirmation, shipping, delivery, refunds)',
  marketingLabel: 'Send me offers, cart reminders and price alerts on WhatsApp',
  help: 'Sent to your mobile number. Reply STOP on WhatsApp at any time to stop them, START to get updates again.',
  privacyLink: 'How we use your number (privacy notice)',
  section: 'WhatsApp',
  saved: 'Your WhatsApp choices are saved',
  agreedOn: (when: string) => `Agreed on ${when}`,
};
