'use client';
// Create or edit a piece: every field the storefront shows. A save sends only what changed, with the
// updated_at it was read at; when someone else saved first the server answers 409 with their version, and
// the editor offers to load it instead of overwriting it (use-product-editor).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_PRODUCT_MESSAGES as M } from '@/lib/shared/messages/admin-products';
import type { AdminProduct } from '@/lib/shared/back-office/admin-types';
import { conflictFields } from './conflict-fields';
import { ConflictPanel } from './conflict-panel';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductFlags } from './product-flags';
import { ProductPictures } from './product-pictures';
import { formOf } from './product-form';
import { ProductPricingFields } from './product-pricing-fields';
import { ProductPieceFields } from './product-piece-fields';
import { productTextField, type FieldArgs } from './product-text-field';
import { useProductEditor } from './use-product-editor';
import { VariantsTable } from './variants-table';

type CategoryOption = { id: number; name: string };

type Props = { product: AdminProduct | null; categories: CategoryOption[] };

export function ProductEditor({ product: initial, categories }: Props) {
  const editor = useProductEditor(initial);
  const { isNew, product, setProduct, form, set, errors, message, theirs, busy } = editor;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const fields = { form, set, errors };
  const categoryName = (id: string) => categories.find((c) => String(c.id) === id)?.name ?? id;
  const text = (...args: FieldArgs) => productTextField(fields, ...args);

  return (
    <Stack spacing={4}>
      <Stack
        component="form"
        spacing={3}
        noValidate
        onSubmit={editor.save}
        aria-label={isNew ? M.newProduct : M.editProduct}
      >
        <Typography component="h1" variant="h5">
          {isNew ? M.newProduct : `${M.editProduct}: ${product!.name}`}
        </Typography>
        {message ? (
          <Alert severity="error" role="alert">
            {message}
          </Alert>
        ) : null}
        {theirs ? (
          <ConflictPanel
            key={theirs.updated_at}
            fields={conflictFields(form, formOf(product), formOf(theirs), categoryName)}
            onUse={editor.resolveConflict}
            onLoadTheirs={() => editor.resolveConflict()}
          />
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
          <ProductPricingFields {...fields} product={product} isNew={isNew} />
          <ProductPieceFields {...fields} />
          <Grid size={12}>
            <VariantsTable
              rows={form.variants}
              kind={form.pricing_kind}
              errors={errors}
              onChange={(rows) => set('variants', rows)}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text('tags', 'Tags', { helperText: 'Separate with commas' })}</Grid>
        </Grid>
        <ProductFlags {...fields} />
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
        <DeleteProductDialog
          open={confirmDelete}
          name={product?.name}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => {
            setConfirmDelete(false);
            void editor.remove();
          }}
        />
      </Stack>
      {product ? (
        <ProductPictures
          productId={product.id}
          initial={product.images}
          onChange={(images, updatedAt) => setProduct((p) => p && { ...p, images, updated_at: updatedAt })}
        />
      ) : (
        <Typography>Save the piece first, then add its pictures.</Typography>
      )}
    </Stack>
  );
}
