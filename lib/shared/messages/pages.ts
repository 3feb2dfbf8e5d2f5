// The pages shown instead of the one asked for: not found (app/not-found.tsx) and a page that failed to load
// (the error boundaries). The link to the list is CATALOGUE_MESSAGES.browseProducts.

export const NOT_FOUND_MESSAGES = {
  title: 'Page not found',
  goHome: 'Go to Home',
  text: 'We could not find the page you were looking for. It may have moved, or the link may be mistyped.',
  asked: (path: string) => `You asked for ${path}`,
  searchLabel: 'Search our jewellery',
  search: 'Search',
  categories: 'Shop by category',
  allCategories: 'All categories',
  /** Above the home page's content, which an unknown address shows beneath the not-found notice. */
  homeBelow: 'Or browse the shop from its home page below.',
} as const;

export const PAGE_ERROR_MESSAGES = {
  title: 'Something went wrong',
  text: 'We could not load this page. Please try again.',
  retry: 'Try again',
} as const;

/** The shop's policies as pages (/policies/...): the name each has when the settings give it none. */
export const POLICY_MESSAGES = {
  titles: {
    returns: 'Return Policy',
    shipping: 'Shipping Policy',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
  },
  description: (title: string, shop: string) => `${title} of ${shop}.`,
  /** Before the links to the policies under the checkout's summary. */
  checkoutLead: 'Our policies:',
  /** Said to screen readers of a link that opens in a new tab. */
  newTab: '(opens in a new tab)',
} as const;
