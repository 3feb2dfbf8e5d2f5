// The invoice PDF's header and footer as a reader sees them: the buyer's PAN once, the old-gold label apart
// from its amount, the authorised signatory, and the three copies Rule 48 asks of a supply of goods.
import PDFDocument from 'pdfkit';
import type { InvoiceDocument, InvoiceParty } from '@/lib/shared/gst/invoice-document';
import { invoiceTaxLines, invoiceTotals } from '@/lib/shared/gst/invoice-tax';
import { pdfText } from '@/test-support/pdf-text';
import { renderTaxDocument, INVOICE_COPIES } from './invoice-pdf';

const buyer: InvoiceParty = {
  name: 'Meera Iyer',
  address: ['12 Lake Road', 'Chennai 600001', 'India'],
  state: 'Tamil Nadu',
  stateCode: '33',
  phone: '9876543210',
  pan: 'ABCDE1234F',
};

function invoice(extra: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = invoiceTaxLines(
    [{ description: 'Gold ring', hsn: '7113', quantity: 1, unitPricePaise: 25_000_000, huids: [] }],
    0,
    true,
  );
  const totals = invoiceTotals(lines);
  return {
    kind: 'invoice',
    number: 'AJ/26-27/000001',
    issuedAt: '2026-11-20T06:00:00.000Z',
    orderId: 7,
    orderDate: '2026-11-19T06:00:00.000Z',
    supplier: {
      name: 'Aabha Jewels Private Limited',
      address: ['1 Temple Street', 'Chennai 600002'],
      state: 'Tamil Nadu',
      stateCode: '33',
      gstin: '33ABCDE1234F1Z5',
    },
    billTo: buyer,
    shipTo: buyer,
    placeOfSupply: { state: 'Tamil Nadu', stateCode: '33' },
    intraState: true,
    lines,
    totals,
    totalInWords: 'Rupees two lakh fifty thousand only',
    reverseCharge: 'No',
    testMode: false,
    ...extra,
  };
}

const text = async (d: InvoiceDocument, copies?: typeof INVOICE_COPIES) => pdfText(await renderTaxDocument(d, copies));
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

test("the buyer's PAN is printed once, though the buyer is billed and shipped to", async () => {
  expect(count(await text(invoice()), 'PAN: ABCDE1234F')).toBe(1);
});

test('the old-gold label and its amount are laid out apart, never touching', async () => {
  const drawn: { text: string; left: number; right: number; y: number }[] = [];
  const text = PDFDocument.prototype.text;
  const spy = jest.spyOn(PDFDocument.prototype, 'text').mockImplementation(function (
    this: PDFKit.PDFDocument,
    ...args
  ) {
    const [words, x, y, options] = args as [string, number, number, PDFKit.Mixins.TextOptions | undefined];
    const width = Math.min(options?.width ?? Infinity, this.widthOfString(String(words)));
    drawn.push({ text: String(words), left: x, right: x + width, y });
    return text.apply(this, args as Parameters<typeof text>);
  });
  try {
    const read = await pdfText(
      await renderTaxDocument(
        invoice({
          oldGold: {
            weightGrams: 24.125,
            purity: 'Gold 22K (916)',
            valuePaise: 2_346_120,
            amountPayablePaise: 22_653_880,
          },
        }),
      ),
    );
    expect(read).toContain('(916))');
    expect(read).toContain('₹23,461.20');
  } finally {
    spy.mockRestore();
  }
  const label = drawn.filter((d) => d.text.includes('old gold received') || d.text.includes('(916))'));
  // The amount's first run: the minus sign drawn just before the old gold's value.
  const value = drawn.findIndex((d) => d.text === '23,461.20');
  const amount = drawn[value - 2];
  expect(amount?.text).toBe('−');
  expect(label.length).toBeGreaterThan(0);
  expect(amount).toBeDefined();
  for (const part of label) expect(part.right).toBeLessThan(amount!.left - 4);
});

test('the signatory block names the shop, the signatory when set, and the capacity', async () => {
  const unnamed = await text(invoice());
  expect(unnamed).toContain('For Aabha Jewels Private Limited');
  expect(unnamed).toContain('Authorised signatory');
  const d = invoice();
  const named = await text({ ...d, supplier: { ...d.supplier, signatory: 'Lakshmi Narayanan' } });
  expect(named).toMatch(/For Aabha Jewels Private Limited.*Lakshmi Narayanan.*Authorised signatory/);
});

test("the owner's copies are the original, the transporter's duplicate and the supplier's triplicate", async () => {
  const read = await text(invoice(), INVOICE_COPIES);
  expect(read).toMatch(/ORIGINAL FOR RECIPIENT.*DUPLICATE FOR TRANSPORTER.*TRIPLICATE FOR SUPPLIER/);
  expect(count(read, 'AJ/26-27/000001')).toBe(3);
  const buyers = await text(invoice());
  expect(buyers).toContain('ORIGINAL FOR RECIPIENT');
  expect(buyers).not.toContain('DUPLICATE');
});
