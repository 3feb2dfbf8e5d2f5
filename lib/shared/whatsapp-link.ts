// The shop's WhatsApp number and the wa.me links that open a chat with it. A WhatsApp Business number may be
// a landline (the shop's own line), so any Indian number of ten digits is taken, stored as '+91XXXXXXXXXX';
// wa.me wants the number in international form with digits only (no '+', no spaces).

const INDIAN_NUMBER = /^(?:\+91|91|0)?([1-9]\d{9})$/;

/** '+91XXXXXXXXXX' for an Indian number written in any usual form, otherwise null. */
export function normalizeShopWhatsApp(input: string): string | null {
  if (input.length > 24) return null;
  const match = INDIAN_NUMBER.exec(input.trim().replace(/[\s()-]/g, ''));
  return match ? `+91${match[1]}` : null;
}

/** https://wa.me/<digits>?text=<the message, encoded>: opens the chat, with the text typed in when given. */
export function waMeLink(number: string, text?: string): string {
  const chat = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text === undefined ? chat : `${chat}?text=${encodeURIComponent(text)}`;
}
