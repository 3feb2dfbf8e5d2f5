// How long the shop keeps each kind of personal data whose purpose is over: the one table the retention sweep
// (lib/server/privacy/retention-sweep.ts) enforces and the privacy notice (/policies/privacy) prints.
// A period counts from the moment named in `from`; the sweep deletes a row once that moment is older.

export type RetentionRule = {
  /** What is deleted, as the notice says it. */
  what: string;
  /** From when the period counts. */
  from: string;
  days: number;
};

export const RETENTION = {
  /** otp_sessions and otp_send_events: a code used, or past its expiry (the send limits look back an hour). */
  signInCodes: { what: 'Sign-in and confirmation codes', from: 'once used or expired', days: 1 },
  /** sessions: ended (expired or signed out); the sign-ins of the last year stay for the buyer's export. */
  sessions: { what: 'Records of sign-ins (sessions)', from: 'after the session ended', days: 365 },
  /** carts and cart_items of an account: a guest's cart is kept in their own browser only. */
  carts: { what: 'Shopping carts', from: 'after the last change', days: 90 },
  /** product_alerts of guests (an address confirmed by a code): an account's alerts are its holder's to remove. */
  guestAlerts: { what: 'Price and stock alerts of guests', from: 'after it was set or last mailed', days: 90 },
  /** mail_outbox rows kept or failed (sent mail leaves the outbox as soon as the mail server takes it). */
  outbox: { what: 'Copies of mail sent to you', from: 'after it was written', days: 30 },
  /** outbound_messages and inbound_messages: SMS and WhatsApp sent to or received from a number. */
  messages: { what: 'SMS and WhatsApp messages to and from you', from: 'after it was sent or received', days: 30 },
  /** personal_data_views: the Rules keep logs for a year to investigate a breach. */
  dataViewLog: { what: 'Log of staff views of your personal data', from: 'after the view', days: 365 },
} as const satisfies Record<string, RetentionRule>;

export type RetentionKind = keyof typeof RETENTION;

/** Grievances: resolved within a month (E-Commerce Rules 2020), at the latest within 90 days (DPDP Rules). */
export const GRIEVANCE_DUE_DAYS = 30;
export const GRIEVANCE_LIMIT_DAYS = 90;
