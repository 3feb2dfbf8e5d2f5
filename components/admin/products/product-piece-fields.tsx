// The product editor's fields for how the piece is made and sold: gross weight and stones (with their
// certificates), made to order, and engraving. Stones have an editor of their own, a group of fields a stone.
import Grid from '@mui/material/Grid';
import { productTextField, type FieldArgs, type FormProps } from './product-text-field';
import { StonesEditor } from './stones-editor';

export function ProductPieceFields(props: FormProps) {
  // A field's own help gives way to the server's error for it.
  const text = (...[key, label, extra = {}]: FieldArgs) =>
    productTextField(props, key, label, { ...extra, helperText: props.errors[key] ?? extra.helperText });
  const number = (step: string) => ({ type: 'number', slotProps: { htmlInput: { min: 0, step } } });
  return (
    <>
      <Grid size={{ xs: 6, md: 3 }}>
        {text('gross_weight_grams', 'Gross weight (g)', {
          ...number('0.001'),
          helperText: 'Metal and stones; at least net + 0.2 g a carat',
        })}
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        {text('made_to_order_days', 'Made to order: days to make', { ...number('1'), helperText: 'Empty: from stock' })}
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        {text('engraving_max_chars', 'Engraving: most characters', { ...number('1'), helperText: 'Empty: none' })}
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>{text('engraving_price', 'Engraving price (₹)', number('0.01'))}</Grid>
      <Grid size={12}>
        <StonesEditor
          value={props.form.stones}
          onChange={(json) => props.set('stones', json)}
          error={props.errors.stones}
        />
      </Grid>
    </>
  );
}
