// What each footer legal button opens: the shop's legal pages, or the spec's three fallback links when the
// server gives none. Content is sanitized here, on the server. The footer only names the pages; a dialog
// loads its page from GET /api/v1/shop/legal/{slug} when opened, so the legal texts (17 KB in the demo
// shop) are not carried in the React payload of every page.
import 'server-only';
import { FALLBACK_LEGAL_LINKS } from '@/lib/shared/constants';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import { POLICY_MESSAGES } from '@/lib/shared/messages/pages';
import { POLICY_PAGES, type PolicyKind } from '@/lib/shared/policy-pages';
import type { LegalLink } from '@/lib/shared/schemas/settings-schema';
import { sanitizeStoredHtml } from './sanitize-html';

export type LegalDialogEntry = { slug: string; label: string; html: string; updatedAt: string | null };

const reported = new Set<string>();

/** Logged once per slug and process: the footer renders on every page, the log should not. */
function reportMissing(slug: string, log: (message: string) => void): void {
  if (reported.has(slug)) return;
  reported.add(slug);
  log(`Missing legal content: ${slug}`);
}

/** The shop's legal pages, or the spec's three fallback links (without content) when it has none. */
function legalSources(links: LegalLink[]): LegalLink[] {
  return links.length ? links : FALLBACK_LEGAL_LINKS.map((l) => ({ slug: l.slug, label: l.label, content: '' }));
}

function toDialogEntry(link: LegalLink, log: (message: string) => void): LegalDialogEntry {
  const html = sanitizeStoredHtml(link.content ?? '');
  if (!html) reportMissing(link.slug, log);
  return {
    slug: link.slug,
    label: link.label,
    html: html || `<p>${LAYOUT_MESSAGES.legalBeingUpdated}</p>`,
    updatedAt: link.updated_at ? formatLegalDate(link.updated_at) : null,
  };
}

export function legalDialogEntries(
  links: LegalLink[],
  log: (message: string) => void = console.warn,
): LegalDialogEntry[] {
  return legalSources(links).map((link) => toDialogEntry(link, log));
}

/** The API path (under /api/v1) a legal dialog loads its page from. */
export const legalContentPath = (slug: string) => `/shop/legal/${encodeURIComponent(slug)}`;

/** One legal page as its dialog shows it, or null when the shop has no page with this slug. */
export function legalDialogEntry(
  links: LegalLink[],
  slug: string,
  log: (message: string) => void = console.warn,
): LegalDialogEntry | null {
  // Only the page asked for is sanitized.
  const link = legalSources(links).find((l) => l.slug === slug);
  return link ? toDialogEntry(link, log) : null;
}

/**
 * One of the shop's four policies as its page shows it (/policies/...): the legal page under its slug, with
 * the same sanitized HTML its footer dialog shows; a policy the settings lack is still a page, saying it is
 * being updated.
 */
export function policyPageEntry(
  links: LegalLink[],
  kind: PolicyKind,
  log: (message: string) => void = console.warn,
): LegalDialogEntry {
  const slug = POLICY_PAGES[kind];
  return (
    legalDialogEntry(links, slug, log) ?? toDialogEntry({ slug, label: POLICY_MESSAGES.titles[kind], content: '' }, log)
  );
}

const LEGAL_DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-10-15' becomes '15 October 2026'; an unreadable date is shown as stored rather than hidden. */
export function formatLegalDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : LEGAL_DATE.format(date);
}
