// The answer to a failure nobody foresaw: the server's 500, the API client's reading of an answer it cannot
// use, and the payment steps that say it instead of a server's words. Small on purpose: lib/client/api.ts
// ships it to every page.

export const FAILURE_MESSAGES = {
  somethingWrong: 'Something went wrong. Please try again.',
  /** The database is away for a moment (a restart): nothing was done, and the same request can be sent again. */
  briefOutage: 'The shop is busy for a moment. Please try again in a few seconds.',
  /** The heading of the page answered 503 while the database is away (lib/server/http/outage-page.ts). */
  outageHeading: 'The shop is briefly unavailable',
} as const;
