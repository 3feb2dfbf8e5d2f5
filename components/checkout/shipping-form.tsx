// The shipping address fields of the checkout (spec section 5). Presentational: the checkout view owns the
// values and the errors, validated with the same schema as the create-order endpoint.
import TextField from '@mui/material/TextField';
import Grid from '@mui/material/Grid';
import { COUNTRY } from '@/lib/shared/constants';
import { INDIA_STATES, INDIA_UNION_TERRITORIES } from '@/lib/shared/india-states';
import type { ShippingField } from '@/lib/shared/schemas/checkout-schema';
import { useEffect, useRef, useState } from 'react';
import { API_BASE } from '@/lib/client/api';
import { PINCODE_PATTERN } from '@/lib/shared/delivery/delivery-zones';
import { DELIVERY_MESSAGES } from '@/lib/shared/messages/delivery';

export type ShippingValues = Record<Exclude<ShippingField, 'country'>, string>;
export type ShippingErrors = Partial<Record<ShippingField, string>>;

export const EMPTY_SHIPPING: ShippingValues = {
  full_name: '',
  email: '',
  phone: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  state: '',
  postal_code: '',
};

type FieldSpec = {
  name: keyof ShippingValues;
  label: string;
  autoComplete: string;
  type?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  half?: boolean;
  required?: boolean;
};

const FIELDS: FieldSpec[] = [
  { name: 'full_name', label: 'Full Name', autoComplete: 'name', required: true },
  {
    name: 'email',
    label: 'Email',
    autoComplete: 'email',
    type: 'email',
    inputMode: 'email',
    half: true,
    required: true,
  },
  {
    name: 'phone',
    label: 'Phone',
    autoComplete: 'tel-national',
    type: 'tel',
    inputMode: 'tel',
    half: true,
    required: true,
  },
  { name: 'address_line_1', label: 'Address Line 1', autoComplete: 'address-line1', required: true },
  { name: 'address_line_2', label: 'Address Line 2 (optional)', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2', half: true, required: true },
];

type Props = {
  values: ShippingValues;
  errors: ShippingErrors;
  disabled: boolean;
  onChange: (field: keyof ShippingValues, value: string) => void;
};

type PincodeAnswer = { pincode: string; deliverable: boolean; city?: string; state?: string; message: string };

/**
 * What the directory says of a complete pincode: its city and state fill empty fields, a state that does not
 * match is warned about before paying, and an unknown pincode gets a note (the spec's 6-digit rule still decides
 * whether the form can be sent).
 */
function usePincodeAnswer(
  pincode: string,
  fill: (field: 'city' | 'state', value: string) => void,
): PincodeAnswer | null {
  const [answer, setAnswer] = useState<PincodeAnswer | null>(null);
  const fillRef = useRef(fill);
  useEffect(() => {
    fillRef.current = fill;
  });
  useEffect(() => {
    if (!PINCODE_PATTERN.test(pincode)) return;
    let live = true;
    fetch(`${API_BASE}/delivery/estimate?pincode=${pincode}`)
      .then((res) => (res.ok ? (res.json() as Promise<PincodeAnswer>) : null))
      .then((found) => {
        if (!live || !found) return;
        setAnswer(found);
        if (found.deliverable && found.city && found.state) {
          fillRef.current('city', found.city);
          fillRef.current('state', found.state);
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [pincode]);
  return answer && answer.pincode === pincode ? answer : null;
}

export function ShippingForm({ values, errors, disabled, onChange }: Props) {
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  });
  // Only empty fields are filled: what the shopper typed stays theirs.
  const pincode = usePincodeAnswer(values.postal_code, (field, value) => {
    if (!valuesRef.current[field].trim()) onChange(field, value);
  });
  const pincodeNote = !pincode
    ? null
    : !pincode.deliverable
      ? { warn: true, text: DELIVERY_MESSAGES.pincodeUnknown }
      : pincode.state && values.state && pincode.state !== values.state
        ? { warn: true, text: DELIVERY_MESSAGES.pincodeStateMismatch(pincode.pincode, pincode.state) }
        : { warn: false, text: pincode.message };
  const field = (spec: FieldSpec) => (
    <Grid key={spec.name} size={{ xs: 12, sm: spec.half ? 6 : 12 }}>
      <TextField
        id={`shipping-${spec.name}`}
        name={spec.name}
        label={spec.label}
        value={values[spec.name]}
        onChange={(e) => onChange(spec.name, e.target.value)}
        error={Boolean(errors[spec.name])}
        helperText={errors[spec.name] ?? ' '}
        required={spec.required}
        disabled={disabled}
        type={spec.type ?? 'text'}
        fullWidth
        slotProps={{
          htmlInput: { autoComplete: spec.autoComplete, inputMode: spec.inputMode, 'aria-required': spec.required },
        }}
      />
    </Grid>
  );

  return (
    <Grid container columnSpacing={2} rowSpacing={0.5}>
      {FIELDS.map(field)}
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="shipping-state"
          name="state"
          label="State"
          select
          value={values.state}
          onChange={(e) => onChange('state', e.target.value)}
          error={Boolean(errors.state)}
          helperText={errors.state ?? ' '}
          required
          disabled={disabled}
          fullWidth
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { autoComplete: 'address-level1' },
          }}
        >
          <option value="">Select a state</option>
          <optgroup label="States">
            {INDIA_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </optgroup>
          <optgroup label="Union territories">
            {INDIA_UNION_TERRITORIES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </optgroup>
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="shipping-postal_code"
          name="postal_code"
          label="Pincode"
          value={values.postal_code}
          onChange={(e) => onChange('postal_code', e.target.value)}
          error={Boolean(errors.postal_code)}
          helperText={errors.postal_code ?? pincodeNote?.text ?? ' '}
          slotProps={{
            htmlInput: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 6 },
            formHelperText:
              pincodeNote?.warn && !errors.postal_code
                ? { role: 'alert', sx: { color: '#7a4100', fontWeight: 600 } }
                : undefined,
          }}
          required
          disabled={disabled}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="shipping-country"
          name="country"
          label="Country"
          value={COUNTRY}
          fullWidth
          disabled
          helperText=" "
        />
      </Grid>
    </Grid>
  );
}
