// The one mail a shopper gets when what they waited for has happened: a piece (or size) back in stock, a price
// below the one they asked at, or both at once. Each alert it answers has its own "stop" link.
import 'server-only';
import { brandedMail } from '@/lib/server/mail';
import type { OutgoingMail } from '@/lib/server/mail';
import { formatRupees, paiseToRupees } from '@/lib/shared/money';
import type { AlertKind } from '@/lib/shared/schemas/alert-schema';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';

export type FiredAlert = {
  kind: AlertKind;
  size: string;
  pricePaise: number;
  askedPaise: number | null;
  unsubscribeUrl: string;
};
export type AlertMailInput = { to: string; productName: string; productUrl: string; fired: FiredAlert[] };

const sized = (name: string, size: string) => (size ? `${name} (size ${size})` : name);
const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

function line(name: string, alert: FiredAlert): string {
  if (alert.kind === 'back_in_stock') return `${sized(name, alert.size)} is back in stock.`;
  const was = alert.askedPaise === null ? '' : ` from ${rupees(alert.askedPaise)}`;
  return `The price of ${sized(name, alert.size)} has dropped${was} to ${rupees(alert.pricePaise)}.`;
}

export function alertMail(settings: ShopSettings, input: AlertMailInput): OutgoingMail {
  const shop = settings.company.name;
  const kinds = new Set(input.fired.map((a) => a.kind));
  const subject =
    kinds.size > 1
      ? `${shop}: ${input.productName} is back in stock, at a lower price`
      : kinds.has('back_in_stock')
        ? `${shop}: ${input.productName} is back in stock`
        : `${shop}: the price of ${input.productName} has dropped`;
  const stops = input.fired.map((a) =>
    input.fired.length > 1
      ? `To stop the ${a.kind === 'price_drop' ? 'price-drop' : 'back-in-stock'} alert: ${a.unsubscribeUrl}`
      : `To stop this alert: ${a.unsubscribeUrl}`,
  );
  return {
    to: input.to,
    ...brandedMail(settings, subject, subject, {
      heading: kinds.has('back_in_stock') ? 'Back in stock' : 'Price drop',
      paragraphs: [
        'Hello,',
        ...input.fired.map((a) => line(input.productName, a)),
        `See it at ${input.productUrl}`,
        'Pieces sell quickly: this mail does not hold one for you.',
      ],
      footnote: [`You get this mail because you asked ${shop} to tell you (once a day at most).`, ...stops].join(' '),
    }),
  };
}
