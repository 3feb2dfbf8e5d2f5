// The shop's four policies as pages of their own (/policies/returns and the like): the footer links them, the
// Offer's return policy and the checkout point at the returns page, and the sitemap lists them. Each is the
// legal page the owner keeps in the settings under its slug (the spec's fallback slugs, which the demo uses).
export const POLICY_PAGES = {
  returns: 'return-policy',
  shipping: 'shipping-policy',
  privacy: 'privacy-policy',
  terms: 'terms-of-service',
} as const;

export type PolicyKind = keyof typeof POLICY_PAGES;

export const POLICY_KINDS = Object.keys(POLICY_PAGES) as PolicyKind[];

export const policyPath = (kind: PolicyKind) => `/policies/${kind}`;

/** The policy a legal page's slug is, or null for a page of the owner's own (shown in a dialog only). */
export function policyKindOfSlug(slug: string): PolicyKind | null {
  return POLICY_KINDS.find((kind) => POLICY_PAGES[kind] === slug) ?? null;
}
