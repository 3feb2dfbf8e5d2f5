// The buyer's data rights (DPDP Act): the consent ledger's names, the fresh-code step, the export and the
// erasure, on the profile and in the back office.
import type { ConsentPurpose, ConsentSource } from '@/lib/shared/consents';

export const DATA_RIGHTS_MESSAGES = {
  purposes: {
    marketing_mail: 'Marketing mail (new pieces and offers)',
    cart_reminders: 'Cart reminder mails',
    whatsapp_updates: 'Order updates on WhatsApp',
    whatsapp_marketing: 'Offers on WhatsApp',
  } satisfies Record<ConsentPurpose, string>,
  sources: {
    register: 'at registration',
    checkout: 'at checkout',
    profile: 'on the profile',
    unsubscribe_link: 'by the unsubscribe link',
    whatsapp_stop: 'by replying STOP on WhatsApp',
    whatsapp_start: 'by replying START on WhatsApp',
    owner: 'by the shop, on the buyer\u2019s request',
    earlier_record: 'as recorded before the consent ledger',
  } satisfies Record<ConsentSource, string>,
  given: 'Given',
  withdrawn: 'Withdrawn',
  adminConsentsTitle: 'Consents (newest first)',
  noConsents: 'No consent given or withdrawn yet.',
  freshCodeRequired:
    'For your safety, confirm it is you: we will mail a code to your address. Enter it to continue (asked when you signed in more than 10 minutes ago).',
  confirmed: 'Thank you: it is you. You can continue for the next 10 minutes.',
  erasureBlocked: 'Your account cannot be erased yet. See what stands in the way below, then try again.',
  blockers: {
    open_orders: (ids: number[]) =>
      `Orders not yet finished (${ids.map((id) => `#${id}`).join(', ')}): wait until they are delivered, or cancel them from My Orders, then erase.`,
    pending_returns: (ids: number[]) =>
      `Returns still being handled (for orders ${ids.map((id) => `#${id}`).join(', ')}): wait until they are refunded or closed.`,
    pending_refunds: (ids: number[]) =>
      `Refunds still on their way (for orders ${ids.map((id) => `#${id}`).join(', ')}): wait until the money reaches you.`,
    unspent_stored_value: (rupees: string) =>
      `Money you hold with us (${rupees} in store credit or a savings plan): spend it on an order, or write to us to have it paid back, then erase.`,
  },
  erased: 'Your account is erased. We have mailed you what we had to keep and why.',
  erasedMailSubject: (shop: string) => `${shop}: your account is erased`,
  erasedMailHeading: 'Your account is erased',
  erasedMailLines: [
    'As you asked, we have erased your account: your sign-in, your sessions, your cart, your alerts, your reviews, your consents and the messages we kept for you are gone, and you can no longer sign in.',
    'What the law makes us keep: the tax invoices and credit notes of your orders, and the order lines and amounts they rest on, with the name and delivery address printed on them (and your PAN, where an order needed it). The Central GST Act (section 36) requires us to keep them for 72 months after the annual return of their year; income-tax rules ask the same of the PAN. They are no longer linked to any account, only the shop\u2019s owner can see them, and your phone number and email address have been removed from them.',
    'You may register again with the same email address at any time: it will be a new account.',
  ],
  erasedKeptTitle: 'Kept orders and their documents',
  eraseTitle: 'Erase my account',
  eraseIntro:
    'Erasing closes your account for good: your sign-in, cart, alerts, reviews, consents and kept messages are deleted. Your orders\u2019 tax invoices and credit notes are kept, without your contact details, as the GST law requires.',
  eraseButton: 'Erase my account',
  eraseConfirmTitle: 'Erase your account?',
  eraseConfirmLine: 'This cannot be undone. You will be signed out at once.',
  eraseConfirmButton: 'Erase for good',
  cancel: 'Cancel',
  exportTitle: 'Your data',
  exportIntro:
    'Download everything we hold about you (profile, orders, consents, sign-ins, messages and who we share it with) as a file.',
  exportButton: 'Download my data',
  exportReady: 'Your data is downloaded.',
  confirmTitle: 'Confirm it is you',
  confirmSent: (email: string) => `We mailed a 6-digit code to ${email}.`,
  confirmCodeLabel: 'Code from the mail',
  confirmButton: 'Confirm',
  failed: 'That did not work. Please try again.',
  ownerEraseTitle: 'Erase this account',
  ownerEraseIntro:
    'Only on the customer\u2019s written request. Their orders and tax documents are kept without their contacts; everything else goes, and they are mailed what was kept.',
  ownerEraseRequestLabel: 'The written request (date, how it came, reference)',
  ownerErased: 'The account is erased; the buyer was mailed what was kept.',
} as const;
