// The footer of every page (spec section 2, Footer), rendered on the server as plain HTML styled by
// site-footer.module.css. Only the dialog buttons are client islands, and they receive HTML that
// lib/server/content already sanitized.
import type { CSSProperties } from 'react';
import layout from '@/components/catalogue/page-layout.module.css';
import { DIALOG_MAX_WIDTH } from '@/lib/shared/constants';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { legalContentPath, legalDialogEntries } from '@/lib/server/content/legal-dialogs';
import { sanitizeStoredHtml } from '@/lib/server/content/sanitize-html';
import { cutDescription } from './footer-description';
import { HtmlDialogButton } from './html-dialog-button';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';

type Props = { settings: ShopSettings; shopName: string };

/** The text the tel: link dials: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function SiteFooter({ settings, shopName }: Props) {
  const { company, contact } = settings;
  const description = cutDescription(company.description);
  const legal = legalDialogEntries(settings.legal_links);
  const address = [contact.address.street, contact.address.city, contact.address.country].filter(Boolean);
  const copyright = settings.copyright || `© ${new Date().getFullYear()} ${shopName}. All rights reserved.`;
  const colors = settings.theme_colors;

  const style = { '--footer-bg': colors.footer_background, '--footer-text': colors.footer_text, '--footer-rule': `${colors.footer_text}33` } as CSSProperties;

  return (
    <footer className={styles.footer} style={style}>
      <div className={layout.container}>
        <div className={styles.columns}>
          <section aria-labelledby="footer-company">
            <h2 id="footer-company" className={styles.shopName}>
              {shopName}
            </h2>
            {company.tagline && <p className={styles.tagline}>{company.tagline}</p>}
            <p className={styles.description}>{description.text}</p>
            {description.truncated && (
              <HtmlDialogButton
                label={LAYOUT_MESSAGES.showMore}
                title={LAYOUT_MESSAGES.aboutTitle(shopName)}
                content={{ html: sanitizeStoredHtml(company.description) }}
                maxWidth={DIALOG_MAX_WIDTH.about}
                look="link"
              />
            )}
          </section>

          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              {LAYOUT_MESSAGES.contactHeading}
            </h2>
            <address className={styles.address}>
              {address.map((line) => (
                <div key={line}>{line}</div>
              ))}
              {contact.phone && (
                <div>
                  <a href={telHref(contact.phone)} className={styles.link}>
                    {contact.phone}
                  </a>
                </div>
              )}
              {contact.email && (
                <div>
                  <a href={`mailto:${contact.email}`} className={styles.link}>
                    {contact.email}
                  </a>
                </div>
              )}
            </address>
          </section>

          {settings.social_links.length > 0 && (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social" className={styles.heading}>
                {LAYOUT_MESSAGES.followHeading}
              </h2>
              <div className={styles.social}>
                <SocialLinks links={settings.social_links} />
              </div>
            </section>
          )}
        </div>

        {settings.seller && (
          // The seller's legal identity and grievance officer (Consumer Protection (E-Commerce) Rules 2020).
          <div className={styles.seller}>
            <p className={styles.small}>
              {LAYOUT_MESSAGES.soldBy(settings.seller.legal_name)}, {[settings.seller.address_line_1, settings.seller.address_line_2, settings.seller.city, `${settings.seller.state} ${settings.seller.postal_code}`].filter(Boolean).join(', ')}.{' '}
              {LAYOUT_MESSAGES.gstin(settings.seller.gstin)}
            </p>
            <p className={styles.small}>
              {LAYOUT_MESSAGES.grievanceOfficer(settings.seller.grievance_officer.name)}:{' '}
              <a href={`mailto:${settings.seller.grievance_officer.email}`} className={styles.link}>
                {settings.seller.grievance_officer.email}
              </a>
              , {settings.seller.grievance_officer.phone}
            </p>
          </div>
        )}
        <div className={styles.bottom}>
          <p className={styles.small}>{copyright}</p>
          <nav aria-label={LAYOUT_MESSAGES.legalNav}>
            <ul className={styles.legal}>
              {legal.map((entry) => (
                <li key={entry.slug}>
                  <HtmlDialogButton
                    label={entry.label}
                    title={entry.label}
                    subtitle={entry.updatedAt ? `${LAYOUT_MESSAGES.lastUpdated}: ${entry.updatedAt}` : undefined}
                    content={{ path: legalContentPath(entry.slug) }}
                    maxWidth={DIALOG_MAX_WIDTH.legal}
                  />
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
