// The pages shown instead of the one asked for: not found (app/not-found.tsx) and a page that failed to load
// (the error boundaries). The link to the list is CATALOGUE_MESSAGES.browseProducts.

export const NOT_FOUND_MESSAGES = {
  title: 'Page not found',
  goHome: 'Go to Home',
} as const;

export const PAGE_ERROR_MESSAGES = {
  title: 'Something went wrong',
  text: 'We could not load this page. Please try again.',
  retry: 'Try again',
} as const;
