// Input texts that are the same on every form and endpoint: the login, registration and checkout forms ask
// for an email alike, and every API endpoint refuses text PostgreSQL cannot store (a NUL, a lone surrogate) whatever its fields.

export const INPUT_MESSAGES = {
  nulByte: 'must not contain a NUL character',
  loneSurrogate: 'must not contain a broken character (a lone UTF-16 surrogate)',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
} as const;
