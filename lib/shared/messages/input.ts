// Input texts that are the same on every form and endpoint: the login, registration and checkout forms ask
// for an email alike, and every API endpoint refuses a NUL character whatever its fields.

export const INPUT_MESSAGES = {
  nulByte: 'must not contain a NUL character',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
} as const;
