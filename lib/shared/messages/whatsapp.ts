// What the WhatsApp webhook and its sandbox say to callers, and what the outbox page shows of each channel.
export const WHATSAPP_MESSAGES = {
  verifyFailed: 'The webhook verify token is missing or wrong.',
  badSignature: 'The webhook signature (X-Hub-Signature-256) is missing or wrong.',
  invalidPayload: 'The webhook body is not a WhatsApp Business Account notification.',
  sandboxOnly: 'Not found',
  invalidFrom: 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9.',
  replyNeedsContent: 'Send the reply text or the button tapped.',
  channel: { mail: 'Mail', sms: 'SMS', whatsapp: 'WhatsApp' },
  buttons: 'Buttons',
} as const;
