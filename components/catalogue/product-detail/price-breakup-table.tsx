// 'Price breakup': how the price is made up, as Indian jewellers show it. A piece sold by weight
// lists metal, weight, the day's rate, metal value, making charges, stones, subtotal and GST; a fixed price
// shows the value before GST and the GST inside it. Text only, rendered with the rest of the product page
// (product-detail.tsx); the figures come from the API's breakup, which is the one the server priced with.
import type { ProductPageData } from '@/lib/shared/catalogue/product-page-data';
import { formatIndianFixed, formatRupees, roundToPaisa } from '@/lib/shared/money';
import { PRODUCT_MESSAGES } from '@/lib/shared/messages/product';
import styles from './product-detail.module.css';
import { totalCarats } from '@/lib/shared/catalogue/stones';

const B = PRODUCT_MESSAGES.breakup;
const withPaise = (rupees: number) => formatRupees(roundToPaisa(rupees));

type Row = { label: string; value: string; strong?: boolean };

function rowsOf(product: ProductPageData): Row[] {
  const b = product.breakup;
  const described: Row[] = [];
  if (product.metal)
    described.push({
      label: B.metal,
      value:
        product.purity && !product.metal.includes(product.purity)
          ? `${product.metal} (${product.purity})`
          : product.metal,
    });
  const weight = b.weight_grams ?? product.weightGrams;
  if (weight !== null) described.push({ label: B.weight, value: `${formatIndianFixed(weight, 3)} g` });
  if (
    b.kind === 'weight' &&
    b.rate_per_gram !== null &&
    b.metal_value !== null &&
    b.making_charges !== null &&
    b.making_charge
  ) {
    const making =
      b.making_charge.kind === 'percent'
        ? B.makingPercent(b.making_charge.value)
        : B.makingPerGram(withPaise(b.making_charge.value));
    return [
      ...described,
      { label: B.rate, value: B.ratePerGram(withPaise(b.rate_per_gram)) },
      { label: B.metalValue, value: withPaise(b.metal_value) },
      { label: making, value: withPaise(b.making_charges) },
      {
        label: product.stones.length ? `${B.stones} (${totalCarats(product.stones)} ct)` : B.stones,
        value: withPaise(b.stone_charges ?? 0),
      },
      { label: B.subtotal, value: withPaise(b.subtotal) },
      { label: B.gst(b.gst_percent), value: withPaise(b.gst) },
      ...(b.round_off !== 0 ? [{ label: B.roundOff, value: withPaise(b.round_off) }] : []),
      { label: B.total, value: formatRupees(b.total), strong: true },
    ];
  }
  return [
    ...described,
    { label: B.priceBeforeGst, value: withPaise(b.subtotal) },
    { label: B.gst(b.gst_percent), value: withPaise(b.gst) },
    { label: B.total, value: formatRupees(b.total), strong: true },
  ];
}

export function PriceBreakup({ product }: { product: ProductPageData }) {
  return (
    <section aria-labelledby="price-breakup" className={styles.breakup}>
      <h2 id="price-breakup" className={styles.factsTitle}>
        {PRODUCT_MESSAGES.priceBreakup}
      </h2>
      <table className={styles.breakupTable}>
        <tbody>
          {rowsOf(product).map((row) => (
            <tr key={row.label} className={row.strong ? styles.breakupTotal : undefined}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{PRODUCT_MESSAGES.priceBreakupNote}</p>
    </section>
  );
}
