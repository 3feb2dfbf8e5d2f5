// Refusals the domain answers with that no screen words for itself: the API's message for each.
export const DOMAIN_ERROR_MESSAGES = {
  sandboxNotFound: 'Not found',
  sizeUnavailable: (size: string, productName: string) => `Size ${size} is not available for ${productName}`,
  webhookSignature: 'Invalid webhook signature',
  webhookPayload: 'Invalid webhook payload',
  mailNotFailed: 'Only mail that failed can be sent again',
  couponEndBeforeStart: 'The end must be after the start',
  reportFromAfterTo: 'from must not be after to',
  reportTooLong: (days: number) => `A report covers at most ${days} days`,
  mediaUse: 'use must be category, slide or logo',
  shopUnavailable: (broken: readonly string[]) => `The shop cannot serve requests: ${broken.join('; ')}`,
} as const;
