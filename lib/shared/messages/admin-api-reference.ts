// The back office's API reference page: the OpenAPI document of /api/v1 as a developer reads it.
export const ADMIN_API_MESSAGES = {
  title: 'API reference',
  intro:
    'Every call of the shop (tag "shop") and the back office (tag "back office"), described from the schemas the ' +
    'server checks. Money is in rupees; an error is { message, error_code } with the status listed under it.',
  download: 'OpenAPI 3.1 document (JSON)',
  security: 'Who may call',
  securityNone: 'anyone',
  parameters: 'Parameters',
  requestBody: 'Request body',
  responses: 'Answers',
  required: 'required',
  optional: 'optional',
} as const;
