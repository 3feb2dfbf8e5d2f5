// How the shopper pays: online, or cash on delivery where the shop allows it. Where cash is not
// possible the option stays visible, disabled, with the reason under it, so the shopper knows why.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { PAYMENT_METHOD_LABELS, type CodAvailability, type PaymentMethod } from '@/lib/shared/payment-methods';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import { formatRupees } from '@/lib/shared/money';

type Props = {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** null while not known yet. */
  cod: CodAvailability | null;
  /** The pincode is complete: without it, whether the courier collects cash there is not known. */
  pincodeKnown: boolean;
  disabled: boolean;
};

function codNote(cod: CodAvailability | null, pincodeKnown: boolean): string {
  if (!cod) return pincodeKnown ? '' : COD_MESSAGES.enterPincode;
  if (!cod.available) return cod.message;
  return pincodeKnown ? COD_MESSAGES.hint(formatRupees(cod.max_order_value)) : COD_MESSAGES.enterPincode;
}

export function PaymentMethodPicker({ value, onChange, cod, pincodeKnown, disabled }: Props) {
  const codAllowed = cod?.available === true && pincodeKnown;
  const note = codNote(cod, pincodeKnown);
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
        Payment method
      </FormLabel>
      <RadioGroup name="payment_method" value={value} onChange={(e) => onChange(e.target.value as PaymentMethod)}>
        <FormControlLabel value="card" control={<Radio />} label={PAYMENT_METHOD_LABELS.card} />
        <FormControlLabel
          value="cod"
          control={<Radio slotProps={{ input: { 'aria-describedby': 'payment-cod-note' } }} />}
          label={PAYMENT_METHOD_LABELS.cod}
          disabled={disabled || !codAllowed}
        />
      </RadioGroup>
      {note && (
        <Typography
          id="payment-cod-note"
          variant="body2"
          color={cod && !cod.available ? 'warning.dark' : 'text.secondary'}
          sx={{ ml: 4 }}
        >
          {note}
        </Typography>
      )}
    </FormControl>
  );
}
