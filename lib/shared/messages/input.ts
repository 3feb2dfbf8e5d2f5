// Input texts that are the same on every form and endpoint: the login, registration and checkout forms ask
// for an email alike, and every API endpoint refuses text PostgreSQL cannot store (a NUL, a lone surrogate) whatever its fields.
import { DATE_RANGE } from '@/lib/shared/shop-time';

export const INPUT_MESSAGES = {
  nulByte: 'must not contain a NUL character',
  loneSurrogate: 'must not contain a broken character (a lone UTF-16 surrogate)',
  dayInvalid: `Give a date between ${DATE_RANGE.firstDay} and ${DATE_RANGE.lastDay} as YYYY-MM-DD`,
  instantInvalid: `Give a date and time between ${DATE_RANGE.firstDay} and ${DATE_RANGE.lastDay} as ISO 8601 with a time zone`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
} as const;
