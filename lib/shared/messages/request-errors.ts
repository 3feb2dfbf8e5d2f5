// What the API answers when a request itself is wrong (its body, its fields), whatever the call.
export const REQUEST_ERROR_MESSAGES = {
  sendJson: 'Send the request body as JSON (Content-Type: application/json)',
  invalidJson: 'Request body is not valid JSON',
  tooLarge: 'Request body is too large',
  invalidFields: (fields: readonly string[]) => `Invalid ${fields.join(', ')}`,
} as const;
