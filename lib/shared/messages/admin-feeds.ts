// The back office's settings page: where Merchant Center and Meta fetch the product feeds.
export const ADMIN_FEED_MESSAGES = {
  heading: 'Product feeds',
  intro:
    'Give these addresses to Google Merchant Center and to Meta Commerce Manager: they fetch the catalogue from them.',
  google: 'Google Merchant Center (XML)',
  meta: 'Meta catalogue for Instagram, Facebook and WhatsApp (CSV)',
  copy: (feed: string) => `Copy the address of the ${feed} feed`,
  copied: 'Address copied.',
  copyFailed: 'The browser did not allow copying: select the address and copy it by hand.',
} as const;
