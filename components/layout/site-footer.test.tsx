// The footer names the shop's legal pages: the four policies as links to their own pages (a crawler and a
// shopper without scripts follow them; a plain click opens the dialog), any other page of the owner's as a
// button opening its dialog.
import { renderToStaticMarkup } from 'react-dom/server';
import { seedCatalogue } from '@/test-support/call-route';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { SiteFooter } from './site-footer';

beforeAll(async () => {
  await seedCatalogue();
});

it('links each policy to its page, and keeps a dialog button for a page of its own', async () => {
  const settings = await cachedShopSettings();
  const own = { slug: 'care-guide', label: 'Care Guide', content: '<p>Keep dry.</p>' };
  const html = renderToStaticMarkup(
    <SiteFooter settings={{ ...settings, legal_links: [...settings.legal_links, own] }} shopName="Shop" />,
  );
  for (const [slug, path] of [
    ['return-policy', '/policies/returns'],
    ['shipping-policy', '/policies/shipping'],
    ['privacy-policy', '/policies/privacy'],
    ['terms-of-service', '/policies/terms'],
  ]) {
    const label = settings.legal_links.find((l) => l.slug === slug)!.label;
    expect(html).toMatch(new RegExp(`<a href="${path}"[^>]*>${label}</a>`));
  }
  expect(html).toMatch(/<button type="button"[^>]*aria-haspopup="dialog"[^>]*>Care Guide<\/button>/);
});
