// The product editor's fields for how the piece is made and sold: gross weight and stones (with their
// certificates), made to order, and engraving. Stones are typed as JSON, one object per kind of stone.
import Grid from '@mui/material/Grid';
import { productTextField, type FieldArgs, type FormProps } from './product-text-field';

// Words that wrap: one long JSON example would widen the form past a phone's screen and cover its Save button.
const STONES_HELP =
  'A JSON list, one object per kind of stone: type, count, carat_weight; optional clarity, colour, cut, ' +
  'shape, price_per_carat and certificate (lab: IGI, GIA, SGL, IGL or other; number).';

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
      <Grid size={12}>{text('stones', 'Stones', { multiline: true, minRows: 2, helperText: STONES_HELP })}</Grid>
    </>
  );
}
