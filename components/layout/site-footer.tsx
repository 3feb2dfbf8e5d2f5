// The footer of every page (spec section 2, Footer), rendered on the server. Only the dialog buttons are
// client islands, and they receive HTML that lib/server/content already sanitized.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DIALOG_MAX_WIDTH } from '@/lib/shared/constants';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages';
import type { ShopSettings } from '@/lib/shared/schemas/settings';
import { legalDialogEntries } from '@/lib/server/content/legal-dialogs';
import { sanitizeStoredHtml } from '@/lib/server/content/sanitize-html';
import { cutDescription } from './footer-description';
import { HtmlDialogButton } from './html-dialog-button';
import { SocialLinks } from './social-links';

type Props = { settings: ShopSettings; shopName: string };

const headingSx = { fontSize: '1rem', fontWeight: 700, mb: 1.5, fontFamily: 'inherit' } as const;
const linkSx = { color: 'inherit', textUnderlineOffset: '3px' } as const;

/** The text the tel: link dials: digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function SiteFooter({ settings, shopName }: Props) {
  const { company, contact } = settings;
  const description = cutDescription(company.description);
  const legal = legalDialogEntries(settings.legal_links);
  const address = [contact.address.street, contact.address.city, contact.address.country].filter(Boolean);
  const copyright = settings.copyright || `© ${new Date().getFullYear()} ${shopName}. All rights reserved.`;
  const colors = settings.theme_colors;

  return (
    <Box
      component="footer"
      sx={{
        bgcolor: colors.footer_background,
        color: colors.footer_text,
        mt: 'auto',
        pt: 6,
        pb: 3,
        // The theme's primary focus ring would vanish on the dark footer; the footer text colour does not.
        '& :focus-visible': { outline: `2px solid ${colors.footer_text}`, outlineOffset: 2 },
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
          <section aria-labelledby="footer-company">
            <Typography id="footer-company" component="h2" sx={{ ...headingSx, fontSize: '1.25rem', fontFamily: 'var(--font-heading), Georgia, serif', mb: 0.5 }}>
              {shopName}
            </Typography>
            {company.tagline && <Typography sx={{ fontStyle: 'italic', mb: 1.5 }}>{company.tagline}</Typography>}
            <Typography variant="body2" sx={{ lineHeight: 1.7 }}>
              {description.text}
            </Typography>
            {description.truncated && (
              <HtmlDialogButton
                label={LAYOUT_MESSAGES.showMore}
                title={LAYOUT_MESSAGES.aboutTitle(shopName)}
                html={sanitizeStoredHtml(company.description)}
                maxWidth={DIALOG_MAX_WIDTH.about}
                buttonSx={{ mt: 0.5, ml: -1, textDecoration: 'underline', textUnderlineOffset: '3px' }}
              />
            )}
          </section>

          <section aria-labelledby="footer-contact">
            <Typography id="footer-contact" component="h2" sx={headingSx}>
              {LAYOUT_MESSAGES.contactHeading}
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal', typography: 'body2', lineHeight: 1.8 }}>
              {address.map((line) => (
                <div key={line}>{line}</div>
              ))}
              {contact.phone && (
                <div>
                  <Box component="a" href={telHref(contact.phone)} sx={linkSx}>
                    {contact.phone}
                  </Box>
                </div>
              )}
              {contact.email && (
                <div>
                  <Box component="a" href={`mailto:${contact.email}`} sx={linkSx}>
                    {contact.email}
                  </Box>
                </div>
              )}
            </Box>
          </section>

          {settings.social_links.length > 0 && (
            <section aria-labelledby="footer-social">
              <Typography id="footer-social" component="h2" sx={headingSx}>
                {LAYOUT_MESSAGES.followHeading}
              </Typography>
              <Box sx={{ ml: -1 }}>
                <SocialLinks links={settings.social_links} />
              </Box>
            </section>
          )}
        </Box>

        <Box
          sx={{
            mt: 5,
            pt: 2,
            borderTop: 1,
            borderColor: `${colors.footer_text}33`,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Typography variant="body2">{copyright}</Typography>
          <Box component="nav" aria-label={LAYOUT_MESSAGES.legalNav}>
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
              {legal.map((entry) => (
                <li key={entry.slug}>
                  <HtmlDialogButton
                    label={entry.label}
                    title={entry.label}
                    subtitle={entry.updatedAt ? `${LAYOUT_MESSAGES.lastUpdated}: ${entry.updatedAt}` : undefined}
                    html={entry.html}
                    maxWidth={DIALOG_MAX_WIDTH.legal}
                  />
                </li>
              ))}
            </Box>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
