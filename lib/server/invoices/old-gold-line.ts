// The invoice's lines below the total, for what paid it besides money: old gold (read from the exchange's table
// directly: the exchange domain mails, and mail attaches invoices, so importing it here would make a cycle) and
// the stored values spent at checkout (kept on the order itself).
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { exchangeQuotes, type OrderRow } from '@/lib/server/db/schema';
import type { InvoiceDocument } from '@/lib/shared/gst/invoice-document';
import { payablePaise } from '@/lib/shared/money';
import { METAL_GRADES } from '@/lib/shared/pricing/metal-rates';
import { MG_PER_GRAM } from '@/lib/shared/selling/old-gold';

type PaidWith = Pick<InvoiceDocument, 'oldGold' | 'storedValue'>;

/** The invoice's old-gold line (tested figures once recorded, else those declared) and its stored-value lines. */
export async function oldGoldOnInvoice(
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'storedValuePaise' | 'storedValueUses'>,
  invoiceTotalPaise: number,
): Promise<PaidWith> {
  const [row] = await tx.select().from(exchangeQuotes).where(eq(exchangeQuotes.orderId, order.id));
  const valuePaise = row ? (row.testedAt !== null ? row.testedValuePaise! : row.valuePaise) : 0;
  const amountPayablePaise = payablePaise({
    totalPaise: invoiceTotalPaise,
    exchangeCreditPaise: valuePaise,
    storedValuePaise: order.storedValuePaise,
  });
  const storedValue: PaidWith =
    order.storedValueUses.length === 0
      ? {}
      : {
          storedValue: {
            lines: order.storedValueUses.map((use) => ({ label: use.label, amountPaise: use.amountPaise })),
            amountPayablePaise,
          },
        };
  if (!row) return storedValue;
  const tested = row.testedAt !== null;
  const key = tested ? row.testedRateKey! : row.rateKey;
  return {
    oldGold: {
      weightGrams: (tested ? row.testedWeightMg! : row.weightMg) / MG_PER_GRAM,
      purity: METAL_GRADES[key].label,
      valuePaise,
      amountPayablePaise,
    },
    ...storedValue,
  };
}
