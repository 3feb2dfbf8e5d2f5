// The footer of every page (spec section 2, Footer): what it shows, prepared on the server from the shop's
// settings (the About text sanitized by lib/server/content, the legal pages' labels and dates), and drawn by
// FooterView as plain HTML styled by site-footer.module.css.
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { legalContentPath, legalDialogEntries } from '@/lib/server/content/legal-dialogs';
import { sanitizeStoredHtml } from '@/lib/server/content/sanitize-html';
import { policyKindOfSlug, policyPath } from '@/lib/shared/policy-pages';
import { cutDescription } from './footer-description';
import { FooterView, type FooterData } from './footer-view';

type Props = { settings: ShopSettings; shopName: string };

function footerData(settings: ShopSettings, shopName: string): FooterData {
  const { company, contact, seller } = settings;
  const description = cutDescription(company.description);
  return {
    shopName,
    tagline: company.tagline,
    description: description.text,
    aboutHtml: description.truncated ? sanitizeStoredHtml(company.description) : null,
    address: [contact.address.street, contact.address.city, contact.address.country].filter(Boolean),
    phone: contact.phone,
    email: contact.email,
    social: settings.social_links,
    seller: seller && {
      identity: `${LAYOUT_MESSAGES.soldBy(seller.legal_name)}, ${[seller.address_line_1, seller.address_line_2, seller.city, `${seller.state} ${seller.postal_code}`].filter(Boolean).join(', ')}. ${LAYOUT_MESSAGES.gstin(seller.gstin)}`,
      officer: LAYOUT_MESSAGES.grievanceOfficer(seller.grievance_officer.name),
      officerEmail: seller.grievance_officer.email,
      officerPhone: seller.grievance_officer.phone,
    },
    copyright: settings.copyright || `© ${new Date().getFullYear()} ${shopName}. All rights reserved.`,
    legal: legalDialogEntries(settings.legal_links).map((entry) => {
      const kind = policyKindOfSlug(entry.slug);
      return {
        slug: entry.slug,
        label: entry.label,
        ...(entry.updatedAt ? { subtitle: `${LAYOUT_MESSAGES.lastUpdated}: ${entry.updatedAt}` } : {}),
        path: legalContentPath(entry.slug),
        ...(kind && { page: policyPath(kind) }),
      };
    }),
    colors: { background: settings.theme_colors.footer_background, text: settings.theme_colors.footer_text },
  };
}

export function SiteFooter({ settings, shopName }: Props) {
  return <FooterView footer={footerData(settings, shopName)} />;
}
