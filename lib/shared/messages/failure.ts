// The answer to a failure nobody foresaw: the server's 500, the API client's reading of an answer it cannot
// use, and the payment steps that say it instead of a server's words. Small on purpose: lib/client/api.ts
// ships it to every page.

export const FAILURE_MESSAGES = {
  somethingWrong: 'Something went wrong. Please try again.',
} as const;
