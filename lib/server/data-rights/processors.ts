// The processors the buyer's data is shared with (DPDP Act s.8(2); the export's `processors` section and the
// erasure mail name them). One list: when the shop adds a provider, it is named here.
import 'server-only';

export type DataProcessor = { role: string; who: string; shared: string[]; when: string };

export const DATA_PROCESSORS: readonly DataProcessor[] = [
  {
    role: 'payment',
    who: 'Razorpay Software Pvt Ltd (card, UPI and netbanking payments)',
    shared: ['order number and amount', 'email address', 'mobile number', 'card or UPI details you enter on its page'],
    when: 'each order paid online',
  },
  {
    role: 'courier',
    who: 'The courier aggregator and its courier partners (Shiprocket-style shipping API)',
    shared: ['name', 'delivery address', 'mobile number', 'email address', 'parcel weight and value', 'COD amount'],
    when: 'each order shipped',
  },
  {
    role: 'mail',
    who: 'The mail server the shop sends through (SMTP provider)',
    shared: ['email address', 'name', 'the content of each mail (codes, order and tax documents)'],
    when: 'each mail sent',
  },
  {
    role: 'sms',
    who: 'The SMS gateway (DLT-registered sender)',
    shared: ['mobile number', 'the text of each message (sign-in codes, order updates)'],
    when: 'each SMS sent',
  },
  {
    role: 'whatsapp',
    who: 'Meta Platforms (WhatsApp Business Platform) and its business solution provider',
    shared: ['mobile number', 'the text and buttons of each message', 'your replies'],
    when: 'each WhatsApp message, only with your consent to it',
  },
  {
    role: 'object_storage',
    who: 'The S3-compatible storage holding pictures and encrypted backups',
    shared: ['review photos you upload', 'the shop\u2019s backups (which hold every record listed in this export)'],
    when: 'while the data is kept',
  },
];
