// Texts of the privacy notice's itemised part (DPDP Act s.5, DPDP Rules r.3) and of the register form's age
// confirmation. The owner's own words stay the legal page; this part is drawn from the shop's own tables.
export const PRIVACY_NOTICE_MESSAGES = {
  adultLabel: 'I confirm I am 18 or older',
  adultRequired: 'You must be 18 or older to register. We do not take accounts for minors.',
  noticeLink: 'How we use your data (privacy notice)',
  heading: 'Your personal data: what we hold and why',
  collectedHeading: 'What we collect, why, and with whom it is shared',
  columns: { data: 'Data', purpose: 'Purpose', sharedWith: 'Shared with' },
  retentionHeading: 'How long we keep it',
  retentionColumns: { what: 'Data', period: 'Deleted', from: 'Counted from' },
  days: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  retentionLaw:
    'Tax invoices, credit notes and the order lines they rest on are kept for the period the CGST Act (s.36) requires, even after an account is closed.',
  rightsHeading: 'Your rights and how to use them',
  withdrawHeading: 'Withdrawing consent',
  withdraw:
    'Marketing mail and reminders are sent only with your consent. Withdraw it at any time on your profile or by the unsubscribe link in any such mail; it is as easy as giving it.',
  nominee:
    'You may name a nominee on your profile, who may exercise these rights for you in case of your death or incapacity.',
  grievanceHeading: 'Grievances',
  grievance: (name: string, email: string) =>
    `Raise a grievance from your account (we acknowledge at once and resolve within a month), or write to our grievance officer${name ? `, ${name}` : ''}${email ? ` (${email})` : ''}.`,
  grievanceLink: 'Raise a grievance',
  boardHeading: 'Complaining to the Data Protection Board',
  board:
    'If you are not satisfied with how we answered a grievance about your personal data, you may complain to the Data Protection Board of India (Digital Personal Data Protection Act 2023, s.13(3)), online through its portal.',
  minors: 'We do not knowingly take accounts for anyone under 18.',
} as const;

/** What the shop collects, why, and who else receives it (DPDP Rules r.3: an itemised notice). */
export const COLLECTED_DATA: readonly { data: string; purpose: string; sharedWith: string }[] = [
  {
    data: 'Name, email address, password (stored only as a hash)',
    purpose: 'Your account, signing in, mail about your orders',
    sharedWith: 'Our mail provider, to deliver the mail',
  },
  {
    data: 'Phone number and delivery addresses',
    purpose: 'Delivering your orders, confirming cash-on-delivery orders, delivery updates',
    sharedWith: 'The courier; our SMS and WhatsApp providers',
  },
  {
    data: 'Orders, payments, returns, refunds, tax invoices',
    purpose: 'Selling to you, refunds, the tax records the law requires',
    sharedWith:
      'The payment provider (your card or UPI details go to it directly, never to us); our storage provider; tax authorities when the law requires',
  },
  {
    data: 'PAN or Form 60, for purchases where the Income Tax rules ask for it',
    purpose: 'Complying with the Income Tax Act',
    sharedWith: 'Tax authorities when the law requires',
  },
  {
    data: 'Cart, wishlist, price and stock alerts, reviews',
    purpose: 'The features you ask for; reviews are shown with your first name',
    sharedWith: 'Nobody',
  },
  {
    data: 'Sign-in records (time, network address, browser)',
    purpose: 'Keeping your account safe',
    sharedWith: 'Nobody',
  },
  {
    data: 'Your consents to marketing mail and WhatsApp messages, and the messages sent',
    purpose: 'Sending only what you agreed to, and proving it',
    sharedWith: 'Our mail and WhatsApp providers, to deliver the messages',
  },
];

/** Each right (DPDP Act ss.11-14) and where to exercise it. */
export const DATA_RIGHTS: readonly { right: string; how: string }[] = [
  { right: 'See and take your data', how: 'Download everything we hold about you from your profile.' },
  { right: 'Correct it', how: 'Change your name, email, phone and addresses on your profile.' },
  {
    right: 'Erase it',
    how: 'Close your account from your profile; we keep only what the law makes us keep, as said above.',
  },
  { right: 'Complain', how: 'Raise a grievance from your account or write to our grievance officer.' },
  { right: 'Name a nominee', how: 'On your profile.' },
];
