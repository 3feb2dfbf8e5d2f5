'use client';
// Form state for the account forms: values, one message per field from the shared zod schema, and each
// message cleared as soon as its field is edited (as the checkout form does, spec section 5).
import { useState } from 'react';
import type { z } from 'zod';
import { firstFieldErrors } from '@/lib/shared/schemas/auth-schema';

export function useFormFields<F extends Record<string, string>>(initial: F) {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof F, string>>>({});

  const setField = (name: keyof F, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  };

  /** The parsed values, or null after showing the messages. */
  function validate<S extends z.ZodType>(schema: S): z.output<S> | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(firstFieldErrors(result.error) as Partial<Record<keyof F, string>>);
    return null;
  }

  /** Props for an MUI TextField bound to one field. */
  const field = (name: keyof F & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
    error: !!errors[name],
    helperText: errors[name] ?? ' ',
  });

  return { values, errors, field, validate, setValues };
}
