'use client';
// The footer's markup (spec section 2, Footer), from the data site-footer.tsx prepares on the server. A Client
// Component only so that every page's React payload carries the footer's texts and links once, rather than
// its element tree (about 3 KB less on every page); the server renders the same HTML either way.
import type { CSSProperties } from 'react';
import layout from '@/components/catalogue/page-layout.module.css';
import { DIALOG_MAX_WIDTH } from '@/lib/shared/constants';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import type { SocialLink } from '@/lib/shared/schemas/settings-schema';
import { HtmlDialogButton } from './html-dialog-button';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';
import { GRIEVANCES_PATH } from '@/lib/shared/grievance-links';

export type FooterData = {
  shopName: string;
  tagline: string;
  /** The company description cut for the footer, and when it was cut, the whole of it as sanitized HTML for 'Show more'. */
  description: string;
  aboutHtml: string | null;
  address: string[];
  phone: string;
  email: string;
  social: SocialLink[];
  /** The seller's legal identity and grievance officer, as two lines (Consumer Protection (E-Commerce) Rules 2020). */
  seller: { identity: string; officer: string; officerEmail: string; officerPhone: string } | null;
  copyright: string;
  /** `path`: the API path the dialog loads; `page`: the policy's own page, for the four the shop has. */
  legal: { slug: string; label: string; subtitle?: string; path: string; page?: string }[];
  colors: { background: string; text: string };
};

/** The text the tel: link dials: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function FooterView({ footer }: { footer: FooterData }) {
  const style = {
    '--footer-bg': footer.colors.background,
    '--footer-text': footer.colors.text,
    '--footer-rule': `${footer.colors.text}33`,
  } as CSSProperties;
  return (
    <footer className={styles.footer} style={style}>
      <div className={layout.container}>
        <div className={styles.columns}>
          <section aria-labelledby="footer-company">
            <h2 id="footer-company" className={styles.shopName}>
              {footer.shopName}
            </h2>
            {footer.tagline && <p className={styles.tagline}>{footer.tagline}</p>}
            <p className={styles.description}>{footer.description}</p>
            {footer.aboutHtml !== null && (
              <HtmlDialogButton
                label={LAYOUT_MESSAGES.showMore}
                title={LAYOUT_MESSAGES.aboutTitle(footer.shopName)}
                content={{ html: footer.aboutHtml }}
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
              {footer.address.map((line) => (
                <div key={line}>{line}</div>
              ))}
              {footer.phone && (
                <div>
                  <a href={telHref(footer.phone)} className={styles.link}>
                    {footer.phone}
                  </a>
                </div>
              )}
              {footer.email && (
                <div>
                  <a href={`mailto:${footer.email}`} className={styles.link}>
                    {footer.email}
                  </a>
                </div>
              )}
            </address>
          </section>

          {footer.social.length > 0 && (
            <section aria-labelledby="footer-social">
              <h2 id="footer-social" className={styles.heading}>
                {LAYOUT_MESSAGES.followHeading}
              </h2>
              <div className={styles.social}>
                <SocialLinks links={footer.social} />
              </div>
            </section>
          )}
        </div>

        {footer.seller && (
          <div className={styles.seller}>
            <p className={styles.small}>{footer.seller.identity}</p>
            <p className={styles.small}>
              {footer.seller.officer}:{' '}
              <a href={`mailto:${footer.seller.officerEmail}`} className={styles.link}>
                {footer.seller.officerEmail}
              </a>
              , {footer.seller.officerPhone} ·{' '}
              <a href={GRIEVANCES_PATH} className={styles.link}>
                {LAYOUT_MESSAGES.raiseGrievance}
              </a>
            </p>
          </div>
        )}
        <div className={styles.bottom}>
          <p className={styles.small}>{footer.copyright}</p>
          <nav aria-label={LAYOUT_MESSAGES.legalNav}>
            <ul className={styles.legal}>
              {footer.legal.map((entry) => (
                <li key={entry.slug}>
                  <HtmlDialogButton
                    label={entry.label}
                    title={entry.label}
                    subtitle={entry.subtitle}
                    content={{ path: entry.path }}
                    maxWidth={DIALOG_MAX_WIDTH.legal}
                    href={entry.page}
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
