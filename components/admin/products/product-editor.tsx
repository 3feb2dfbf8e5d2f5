'use client';
// Create or edit a piece: every field the storefront shows. A save sends only what changed, with the
// updated_at it was read at; when someone else saved first the server answers 409 with their version, and
// the editor offers to load it instead of overwriting it.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminWrite, refreshAdmin } from '@/lib/client/admin/admin-api';
import { ApiRequestError } from '@/lib/client/api';
import { showMessage as notify } from '@/lib/client/stores/snackbar-store';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { ADMIN_PRODUCT_MESSAGES as M } from '@/lib/shared/messages/admin-products';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import type { AdminProduct } from '@/lib/shared/back-office/admin-types';
import { ProductPictures } from './product-pictures';
import { VariantsTable, variantRowsOf, variantsBody, type VariantRow } from './variants-table';
import { RATE_MESSAGES as R } from '@/lib/shared/messages/admin-rates';
import { formatRupees } from '@/lib/shared/money';
import { METAL_GRADES, METAL_RATE_KEYS, type MetalRateKey } from '@/lib/shared/pricing/metal-rates';
import { HSN_CODE_VALUES, HSN_CODES, type HsnCode, type MakingChargeKind, type PricingKind } from '@/lib/shared/pricing/price-breakup';

type CategoryOption = { id: number; name: string };

type Form = {
  name: string;
  description: string;
  category_id: string;
  price: string;
  original_price: string;
  stock: string;
  /** Issue 30: one row per size; empty for a piece without sizes. */
  variants: VariantRow[];
  tags: string;
  metal: string;
  purity: string;
  weight_grams: string;
  hsn_code: HsnCode;
  pricing_kind: PricingKind;
  metal_rate: MetalRateKey | '';
  making_kind: MakingChargeKind;
  making_value: string;
  stone_charges: string;
  hallmarked: boolean;
  is_new: boolean;
  featured: boolean;
  active: boolean;
};

function formOf(product: AdminProduct | null): Form {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    category_id: product?.category_id ? String(product.category_id) : '',
    price: product ? String(product.price) : '',
    original_price: product?.originalPrice ? String(product.originalPrice) : '',
    stock: product ? String(product.on_hand_quantity) : '0',
    variants: variantRowsOf(product?.variants ?? []),
    tags: product?.tags.join(', ') ?? '',
    metal: product?.metal ?? '',
    purity: product?.purity ?? '',
    weight_grams: product?.weight_grams === null || product?.weight_grams === undefined ? '' : String(product.weight_grams),
    hsn_code: (product?.hsn_code as HsnCode | undefined) ?? '7113',
    pricing_kind: product?.pricing_kind ?? 'fixed',
    metal_rate: product?.metal_rate_key ?? '',
    making_kind: product?.making_charge?.kind ?? 'percent',
    making_value: product?.making_charge ? String(product.making_charge.value) : '',
    stone_charges: product ? String(product.stone_charges) : '0',
    hallmarked: product?.hallmarked ?? false,
    is_new: product?.isNew ?? false,
    featured: product?.featured ?? false,
    active: product?.active ?? true,
  };
}

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The API body of the form: on_hand_quantity for an edit (held pieces stay held), stock_quantity for a new piece. */
function bodyOf(form: Form, isNew: boolean): Record<string, unknown> {
  // A piece in sizes sends them with their stock and price or weight; the piece's own follow from them.
  const sized = form.variants.length > 0;
  // A piece by weight is priced by the server from today's rate; a fixed price is what the form says.
  const pricing =
    form.pricing_kind === 'weight'
      ? {
          metal_rate: form.metal_rate || null,
          making_charge: form.making_value.trim() === '' ? null : { kind: form.making_kind, value: Number(form.making_value) },
          stone_charges: Number(form.stone_charges || 0),
        }
      : { price: sized ? undefined : Number(form.price), original_price: numberOrNull(form.original_price), metal: form.metal.trim() || null, purity: form.purity.trim() || null };
  return {
    name: form.name,
    description: form.description,
    category_id: form.category_id ? Number(form.category_id) : null,
    pricing_kind: form.pricing_kind,
    hsn_code: form.hsn_code,
    hallmarked: form.hallmarked,
    ...pricing,
    ...(sized ? { variants: variantsBody(form.variants, form.pricing_kind) } : { [isNew ? 'stock_quantity' : 'on_hand_quantity']: Number(form.stock), sizes: [] }),
    tags: list(form.tags),
    weight_grams: sized ? undefined : numberOrNull(form.weight_grams),
    is_new: form.is_new,
    featured: form.featured,
    active: form.active,
  };
}

function changed(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => JSON.stringify(before[key]) !== JSON.stringify(value)));
}

const FIELD_OF: Record<string, keyof Form> = { stock_quantity: 'stock', on_hand_quantity: 'stock', making_charge: 'making_value' };

export function ProductEditor({ product: initial, categories }: { product: AdminProduct | null; categories: CategoryOption[] }) {
  const router = useRouter();
  const isNew = initial === null;
  const [product, setProduct] = useState(initial);
  const [form, setForm] = useState<Form>(() => formOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<AdminProduct | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  function fail(error: unknown) {
    if (!(error instanceof ApiRequestError)) throw error;
    const fields: Record<string, string> = {};
    for (const [field, messages] of Object.entries(error.fieldErrors)) fields[FIELD_OF[field] ?? field] = messages[0];
    setErrors(fields);
    setMessage(error.message);
    if (error.code === ADMIN_ERROR_CODES.staleRecord) setTheirs((error.body as { product: AdminProduct }).product);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      if (isNew) {
        const { product: made } = await adminWrite<{ product: AdminProduct }>('/products', { method: 'POST', body: bodyOf(form, true) });
        notify(ADMIN_MESSAGES.saved);
        await refreshAdmin('/products');
        router.push(`/admin/products/${made.id}`);
        return;
      }
      const diff = changed(bodyOf(formOf(product), false), bodyOf(form, false));
      const { product: saved } = await adminWrite<{ product: AdminProduct }>(`/products/${product!.id}`, {
        method: 'PATCH',
        body: { ...diff, updated_at: product!.updated_at },
      });
      setProduct(saved);
      setForm(formOf(saved));
      setTheirs(null);
      notify(ADMIN_MESSAGES.saved);
      await refreshAdmin('/products');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setConfirmDelete(false);
    try {
      const result = await adminWrite<{ deleted?: true; archived?: true }>(`/products/${product!.id}`, { method: 'DELETE' });
      notify(result.archived ? M.archived : M.deleted);
      await refreshAdmin('/products');
      router.push('/admin/products');
    } catch (error) {
      fail(error);
    }
  }

  const text = (key: keyof Form, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      name={key}
      label={label}
      value={form[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? (props.helperText as string | undefined)}
      fullWidth
      {...props}
    />
  );

  return (
    <Stack spacing={4}>
    <Stack component="form" spacing={3} noValidate onSubmit={save} aria-label={isNew ? M.newProduct : M.editProduct}>
      <Typography component="h1" variant="h5">
        {isNew ? M.newProduct : `${M.editProduct}: ${product!.name}`}
      </Typography>
      {message ? (
        <Alert
          severity="error"
          role="alert"
          action={
            theirs ? (
              <Button color="inherit" size="small" onClick={() => (setProduct(theirs), setForm(formOf(theirs)), setTheirs(null), setMessage(null))}>
                Load their version
              </Button>
            ) : undefined
          }
        >
          {message}
        </Alert>
      ) : null}
      {product?.archived_at ? <Alert severity="info">{M.archived}</Alert> : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>{text('name', 'Name', { required: true })}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {text('category_id', 'Category', {
            select: true,
            children: [
              <MenuItem key="none" value="">
                None
              </MenuItem>,
              ...categories.map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.name}
                </MenuItem>
              )),
            ],
          })}
        </Grid>
        <Grid size={12}>{text('description', 'Description', { multiline: true, minRows: 4 })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {text('pricing_kind', R.pricingKind, {
            select: true,
            children: [
              <MenuItem key="fixed" value="fixed">
                {R.fixedPrice}
              </MenuItem>,
              <MenuItem key="weight" value="weight">
                {R.byWeight}
              </MenuItem>,
            ],
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
                children: METAL_RATE_KEYS.map((key) => (
                  <MenuItem key={key} value={key}>
                    {METAL_GRADES[key].label}
                  </MenuItem>
                )),
              })}
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              {text('making_kind', R.makingKind, {
                select: true,
                children: [
                  <MenuItem key="percent" value="percent">
                    {R.makingPercent}
                  </MenuItem>,
                  <MenuItem key="per_gram" value="per_gram">
                    {R.makingPerGram}
                  </MenuItem>,
                ],
              })}
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              {text('making_value', form.making_kind === 'percent' ? R.makingValuePercent : R.makingValueRupees, { required: true, type: 'number', slotProps: { htmlInput: { min: 0, step: '0.01' } } })}
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>{text('stone_charges', R.stones, { type: 'number', slotProps: { htmlInput: { min: 0, step: '0.01' } } })}</Grid>
            {product?.pricing_kind === 'weight' ? (
              <Grid size={12}>
                <Typography variant="body2">{R.currentPrice(formatRupees(product.price))}</Typography>
              </Grid>
            ) : null}
          </>
        ) : (
          <>
            {form.variants.length === 0 ? <Grid size={{ xs: 6, md: 3 }}>{text('price', 'Price (₹)', { required: true, type: 'number', slotProps: { htmlInput: { min: 0, step: '0.01' } } })}</Grid> : null}
            <Grid size={{ xs: 6, md: 3 }}>{text('original_price', 'Original price (₹)', { type: 'number', slotProps: { htmlInput: { min: 0, step: '0.01' } } })}</Grid>
          </>
        )}
        {form.variants.length === 0 ? (
        <>
        <Grid size={{ xs: 6, md: 3 }}>
          {text('stock', isNew ? 'Stock' : 'Stock on hand', {
            type: 'number',
            slotProps: { htmlInput: { min: 0, step: 1 } },
            helperText: product && product.reserved_quantity > 0 ? `${product.reserved_quantity} held by pending orders` : undefined,
          })}
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          {text('weight_grams', 'Weight (g)', { type: 'number', required: form.pricing_kind === 'weight', slotProps: { htmlInput: { min: 0, step: '0.001' } } })}
        </Grid>
        </>
        ) : null}
        {form.pricing_kind === 'fixed' ? (
          <>
            <Grid size={{ xs: 12, md: 6 }}>{text('metal', 'Metal')}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>{text('purity', 'Purity')}</Grid>
          </>
        ) : null}
        <Grid size={12}>
          <VariantsTable rows={form.variants} kind={form.pricing_kind} errors={errors} onChange={(rows) => set('variants', rows)} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>{text('tags', 'Tags', { helperText: 'Separate with commas' })}</Grid>
      </Grid>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel control={<Switch checked={form.active} onChange={(e) => set('active', e.target.checked)} />} label="Active (shown in the shop)" />
        <FormControlLabel control={<Switch checked={form.featured} onChange={(e) => set('featured', e.target.checked)} />} label="Featured" />
        <FormControlLabel control={<Switch checked={form.is_new} onChange={(e) => set('is_new', e.target.checked)} />} label="New" />
        <FormControlLabel control={<Switch checked={form.hallmarked} onChange={(e) => set('hallmarked', e.target.checked)} />} label={R.hallmarked} />
        {errors.hallmarked ? (
          <Typography color="error" variant="body2" role="alert">
            {errors.hallmarked}
          </Typography>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={busy}>
          Save
        </Button>
        {!isNew ? (
          <Button color="error" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        ) : null}
      </Stack>
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} aria-labelledby="delete-product-title">
        <DialogTitle id="delete-product-title">Delete {product?.name}?</DialogTitle>
        <DialogContent>A piece that was ever ordered is archived instead: hidden from the shop, kept for its orders.</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>Cancel</Button>
          <Button color="error" onClick={remove}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
    {product ? <ProductPictures productId={product.id} initial={product.images} onChange={(images, updatedAt) => setProduct((p) => p && { ...p, images, updated_at: updatedAt })} /> : <Typography>Save the piece first, then add its pictures.</Typography>}
    </Stack>
  );
}
