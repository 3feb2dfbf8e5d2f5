// The mail that asks a new customer to confirm their first cash-on-delivery order, with the link that does.
import 'server-only';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { COD_CONFIRM_MESSAGES as M } from '@/lib/shared/messages/cod-confirmation';
import { brandedMail } from './brand-layout';
import type { OutgoingMail } from './mail-content';

export function codConfirmMail(
  settings: ShopSettings,
  to: string,
  order: { id: number; firstName: string },
  link: string,
  hours: number,
): OutgoingMail {
  const subject = M.mailSubject(settings.company.name, order.id);
  return {
    to,
    ...brandedMail(settings, subject, subject, {
      heading: M.heading,
      paragraphs: [`Hello ${order.firstName},`, M.mailLine(hours)],
      blocks: [{ title: M.confirmButton, lines: [link] }],
    }),
  };
}
