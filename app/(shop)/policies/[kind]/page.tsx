// /policies/returns, /policies/shipping, /policies/privacy and /policies/terms: each of the shop's policies as
// a crawlable page, built ahead and rebuilt when the settings change (their text is the settings' legal page).
// The privacy page adds the itemised DPDP notice under the owner's text.
// Any other kind is unmatched (dynamicParams), so it is answered by the shop's not-found page.
import type { Metadata } from 'next';
import { PolicyArticle } from '@/components/policies/policy-article';
import { PrivacyNotice } from '@/components/policies/privacy-notice';
import { JsonLd } from '@/components/seo/json-ld';
import { policyPageEntry } from '@/lib/server/content/legal-dialogs';
import { breadcrumbJsonLd } from '@/lib/server/seo/site-json-ld';
import { pageMetadata } from '@/lib/server/seo/page-metadata';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { NAV_MESSAGES } from '@/lib/shared/messages/layout';
import { POLICY_MESSAGES } from '@/lib/shared/messages/pages';
import { POLICY_KINDS, policyPath, type PolicyKind } from '@/lib/shared/policy-pages';
import { shopName } from '@/lib/shared/seo/page-meta';

type Props = { params: Promise<{ kind: PolicyKind }> };

export const dynamicParams = false;

export function generateStaticParams(): { kind: PolicyKind }[] {
  return POLICY_KINDS.map((kind) => ({ kind }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  const settings = await cachedShopSettings();
  const { label } = policyPageEntry(settings.legal_links, kind);
  return pageMetadata({
    title: label,
    description: POLICY_MESSAGES.description(label, shopName(settings)),
    path: policyPath(kind),
  });
}

export default async function PolicyPage({ params }: Props) {
  const { kind } = await params;
  const settings = await cachedShopSettings();
  const entry = policyPageEntry(settings.legal_links, kind);
  const officer = settings.seller?.grievance_officer ?? null;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: NAV_MESSAGES.home, path: '/' },
          { name: entry.label, path: policyPath(kind) },
        ])}
      />
      <PolicyArticle title={entry.label} updatedAt={entry.updatedAt} html={entry.html} />
      {kind === 'privacy' && <PrivacyNotice officer={officer} />}
    </>
  );
}
