// The purposes a buyer may consent to (DPDP Act s.6: one consent per purpose, off by default, withdrawable as
// easily as given) and where a change can come from. The ledger itself is lib/server/consents.
export const CONSENT_PURPOSES = ['marketing_mail', 'cart_reminders', 'whatsapp_updates', 'whatsapp_marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_SOURCES = [
  'register',
  'checkout',
  'profile',
  'unsubscribe_link',
  'whatsapp_stop',
  'whatsapp_start',
  'owner',
  'earlier_record',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
