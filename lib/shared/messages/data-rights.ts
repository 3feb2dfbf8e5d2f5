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
} as const;
