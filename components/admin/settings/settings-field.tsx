// The settings form's text field: its error is the server's first message for the field's key.
import TextField from '@mui/material/TextField';
import type { Editable } from './use-settings-form';

export type FieldError = (key: string) => string | undefined;

/** What every section receives: the form, a setter for one of its keys, and the server's field errors. */
export type SectionProps = {
  form: Editable;
  set: <K extends keyof Editable>(key: K, value: Editable[K]) => void;
  err: FieldError;
};

type Props = Record<string, unknown>;
/** label, value, onChange, the error key, and any other props of the TextField. */
export type FieldArgs = [label: string, value: string, onChange: (v: string) => void, key: string, props?: Props];

export function settingsField(err: FieldError, ...[label, value, onChange, key, props = {}]: FieldArgs) {
  return (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(err(key))}
      helperText={err(key)}
      {...props}
    />
  );
}
