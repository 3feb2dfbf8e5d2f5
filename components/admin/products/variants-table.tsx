'use client';
// The editor's sizes, one row per size with its stock and its price (or weight, when the piece is
// priced by weight), its gross weight when weighed, and an optional SKU. Each row is a labelled group of labelled fields, laid out as a row on
// a wide screen and as two columns on a phone, so every field stays readable at 390 px without scrolling
// sideways. A row's errors come from the API's field names (variants.1.price).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { ADMIN_PRODUCT_MESSAGES } from '@/lib/shared/messages/admin-products';
import type { AdminProductVariant } from '@/lib/shared/back-office/admin-types';
import type { PricingKind } from '@/lib/shared/money/breakup';

const T = ADMIN_PRODUCT_MESSAGES.variantsTable;

export type VariantRow = {
  key: string;
  size: string;
  stock: string;
  price: string;
  weight_grams: string;
  gross_weight_grams: string;
  sku: string;
};

let nextKey = 0;
const newKey = () => `row-${++nextKey}`;

export function variantRowsOf(variants: readonly AdminProductVariant[]): VariantRow[] {
  return variants.map((v) => ({
    key: newKey(),
    size: v.size,
    stock: String(v.stock_quantity),
    price: String(v.price),
    weight_grams: v.weight_grams === null ? '' : String(v.weight_grams),
    gross_weight_grams: v.gross_weight_grams === null ? '' : String(v.gross_weight_grams),
    sku: v.sku ?? '',
  }));
}

/** The API's variants of the rows: the price of a fixed piece, the weight of one by weight. */
export function variantsBody(rows: readonly VariantRow[], kind: PricingKind): Record<string, unknown>[] {
  return rows.map((r) => ({
    size: r.size.trim(),
    stock_quantity: Number(r.stock || 0),
    ...(kind === 'weight'
      ? r.weight_grams.trim() !== '' && { weight_grams: Number(r.weight_grams) }
      : r.price.trim() !== '' && { price: Number(r.price) }),
    gross_weight_grams: r.gross_weight_grams.trim() === '' ? null : Number(r.gross_weight_grams),
    sku: r.sku.trim() || null,
  }));
}

type Props = {
  rows: VariantRow[];
  kind: PricingKind;
  errors: Record<string, string>;
  onChange: (rows: VariantRow[]) => void;
};

export function VariantsTable({ rows, kind, errors, onChange }: Props) {
  const update = (index: number, field: keyof Omit<VariantRow, 'key'>, value: string) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, [field]: value } : r)));
  const add = () =>
    onChange([
      ...rows,
      { key: newKey(), size: '', stock: '0', price: '', weight_grams: '', gross_weight_grams: '', sku: '' },
    ]);
  const remove = (index: number) => onChange(rows.filter((_, i) => i !== index));
  const byWeight = kind === 'weight';

  const field = (
    index: number,
    name: keyof Omit<VariantRow, 'key'>,
    apiName: string,
    label: string,
    props: Record<string, unknown> = {},
  ) => {
    const error = errors[`variants.${index}.${apiName}`];
    return (
      <TextField
        id={`variant-${rows[index].key}-${name}`}
        label={label}
        size="small"
        value={rows[index][name]}
        onChange={(e) => update(index, name, e.target.value)}
        error={Boolean(error)}
        helperText={error}
        fullWidth
        {...props}
      />
    );
  };

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 1 }}>
        {T.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.help} {rows.length > 0 ? T.heldNote : null}
      </Typography>
      {errors.variants ? (
        <Typography color="error" variant="body2" role="alert" sx={{ mb: 2 }}>
          {errors.variants}
        </Typography>
      ) : null}
      <Stack spacing={2} data-testid="variants-table">
        {rows.map((row, index) => (
          <Box
            key={row.key}
            role="group"
            aria-label={T.row(index + 1)}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr', md: '1.1fr 0.9fr 1.2fr 1.2fr 1.4fr auto' },
            }}
          >
            {field(index, 'size', 'size', T.size, { required: true })}
            {field(index, 'stock', 'stock_quantity', T.stock, {
              type: 'number',
              slotProps: { htmlInput: { min: 0, step: 1 } },
            })}
            {byWeight
              ? field(index, 'weight_grams', 'weight_grams', T.weight, {
                  required: true,
                  type: 'number',
                  slotProps: { htmlInput: { min: 0, step: '0.001' } },
                })
              : field(index, 'price', 'price', T.price, {
                  required: true,
                  type: 'number',
                  slotProps: { htmlInput: { min: 0, step: '0.01' } },
                })}
            {field(index, 'gross_weight_grams', 'gross_weight_grams', T.gross, {
              type: 'number',
              slotProps: { htmlInput: { min: 0, step: '0.001' } },
            })}
            {field(index, 'sku', 'sku', T.sku)}
            <IconButton
              aria-label={T.remove(row.size.trim(), index + 1)}
              onClick={() => remove(index)}
              sx={{ justifySelf: { xs: 'start', md: 'center' } }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Button onClick={add} sx={{ mt: 2 }} startIcon={<AddIcon />}>
        {T.add}
      </Button>
    </Box>
  );
}
