// The invoice's old-gold line: read from the exchange's table directly (the exchange domain mails, and mail
// attaches invoices, so importing it here would make a cycle).
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { exchangeQuotes } from '@/lib/server/db/schema';
import type { InvoiceDocument } from '@/lib/shared/gst/invoice-document';
import { payablePaise } from '@/lib/shared/money';
import { METAL_GRADES } from '@/lib/shared/pricing/metal-rates';
import { MG_PER_GRAM } from '@/lib/shared/selling/old-gold';

/** The invoice's old-gold line: tested figures once recorded, else those declared; none without old gold. */
export async function oldGoldOnInvoice(
  tx: Executor,
  orderId: number,
  invoiceTotalPaise: number,
): Promise<{ oldGold?: NonNullable<InvoiceDocument['oldGold']> }> {
  const [row] = await tx.select().from(exchangeQuotes).where(eq(exchangeQuotes.orderId, orderId));
  if (!row) return {};
  const tested = row.testedAt !== null;
  const valuePaise = tested ? row.testedValuePaise! : row.valuePaise;
  const key = tested ? row.testedRateKey! : row.rateKey;
  return {
    oldGold: {
      weightGrams: (tested ? row.testedWeightMg! : row.weightMg) / MG_PER_GRAM,
      purity: METAL_GRADES[key].label,
      valuePaise,
      amountPayablePaise: payablePaise({ totalPaise: invoiceTotalPaise, exchangeCreditPaise: valuePaise }),
    },
  };
}
