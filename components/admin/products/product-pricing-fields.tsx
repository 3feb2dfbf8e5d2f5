// The product editor's pricing and stock fields: a fixed price, or a price by weight from today's metal rate with
// making and stone charges; the stock and weight of a piece without sizes; the metal and purity of a fixed one.
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { AdminProduct } from '@/lib/shared/back-office/admin-types';
import { RATE_MESSAGES as R } from '@/lib/shared/messages/admin-rates';
import { formatRupees } from '@/lib/shared/money';
import { METAL_GRADES, METAL_RATE_KEYS } from '@/lib/shared/pricing/metal-rates';
import { HSN_CODE_VALUES, HSN_CODES } from '@/lib/shared/money/breakup';
import { productTextField, type FieldArgs, type FormProps } from './product-text-field';

const money = { type: 'number', slotProps: { htmlInput: { min: 0, step: '0.01' } } };
const option = (value: string, label: string) => (
  <MenuItem key={value} value={value}>
    {label}
  </MenuItem>
);

export function ProductPricingFields(props: FormProps & { product: AdminProduct | null; isNew: boolean }) {
  const { form, product, isNew } = props;
  const text = (...args: FieldArgs) => productTextField(props, ...args);
  const sized = form.variants.length > 0;
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        {text('pricing_kind', R.pricingKind, {
          select: true,
          children: [option('fixed', R.fixedPrice), option('weight', R.byWeight)],
        })}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {text('hsn_code', R.hsn, {
          select: true,
          children: HSN_CODE_VALUES.map((code) => (
            <MenuItem key={code} value={code}>
              {code}: {HSN_CODES[code]}
            </MenuItem>
          )),
        })}
      </Grid>
      {form.pricing_kind === 'weight' ? (
        <>
          <Grid size={{ xs: 12, md: 4 }}>
            {text('metal_rate', R.metalRate, {
              select: true,
              required: true,
              children: METAL_RATE_KEYS.map((key) => option(key, METAL_GRADES[key].label)),
            })}
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            {text('making_kind', R.makingKind, {
              select: true,
              children: [option('percent', R.makingPercent), option('per_gram', R.makingPerGram)],
            })}
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            {text('making_value', form.making_kind === 'percent' ? R.makingValuePercent : R.makingValueRupees, {
              required: true,
              ...money,
            })}
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>{text('stone_charges', R.stones, money)}</Grid>
          {product?.pricing_kind === 'weight' ? (
            <Grid size={12}>
              <Typography variant="body2">{R.currentPrice(formatRupees(product.price))}</Typography>
            </Grid>
          ) : null}
        </>
      ) : (
        <>
          {!sized ? (
            <Grid size={{ xs: 6, md: 3 }}>{text('price', 'Price (₹)', { required: true, ...money })}</Grid>
          ) : null}
          <Grid size={{ xs: 6, md: 3 }}>{text('original_price', 'Original price (₹)', money)}</Grid>
        </>
      )}
      {!sized ? (
        <>
          <Grid size={{ xs: 6, md: 3 }}>
            {text('stock', isNew ? 'Stock' : 'Stock on hand', {
              type: 'number',
              slotProps: { htmlInput: { min: 0, step: 1 } },
              helperText: product?.reserved_quantity ? `${product.reserved_quantity} held by pending orders` : null,
            })}
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            {text('weight_grams', 'Weight (g)', {
              type: 'number',
              required: form.pricing_kind === 'weight',
              slotProps: { htmlInput: { min: 0, step: '0.001' } },
            })}
          </Grid>
        </>
      ) : null}
      {form.pricing_kind === 'fixed' ? (
        <>
          <Grid size={{ xs: 12, md: 6 }}>{text('metal', 'Metal')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text('purity', 'Purity')}</Grid>
        </>
      ) : null}
    </>
  );
}
