// The product editor's text field for one key of the form, with the server's error for it under it.
import TextField from '@mui/material/TextField';
import type { Form } from './product-form';

export type FormProps = {
  form: Form;
  set: <K extends keyof Form>(key: K, value: Form[K]) => void;
  errors: Record<string, string>;
};

/** The form's key, the label, and any other props of the TextField. */
export type FieldArgs = [key: keyof Form, label: string, props?: Record<string, unknown>];

export function productTextField({ form, set, errors }: FormProps, ...[key, label, props = {}]: FieldArgs) {
  return (
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
}
