// The shop's policies as pages of their own: /policies/returns and the rest are built ahead, each a plain page
// (200, its own title and canonical) with the sanitized text the footer's dialog shows; any other kind is
// unmatched, so Next answers it with the shop's not-found page.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { seedCatalogue } from '@/test-support/call-route';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { policyPageEntry } from '@/lib/server/content/legal-dialogs';
import PolicyPage, { dynamicParams, generateMetadata, generateStaticParams } from './page';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'policies-'));
const ORIGIN = 'https://shop.example.in';

beforeAll(async () => {
  process.env.SITE_URL = ORIGIN;
  await seedCatalogue();
});
afterAll(() => {
  delete process.env.SITE_URL;
});

const params = (kind: string) => ({ params: Promise.resolve({ kind }) }) as Parameters<typeof PolicyPage>[0];

it('builds the four policies ahead and leaves any other kind unmatched', () => {
  expect(generateStaticParams()).toEqual([
    { kind: 'returns' },
    { kind: 'shipping' },
    { kind: 'privacy' },
    { kind: 'terms' },
  ]);
  expect(dynamicParams).toBe(false);
});

it.each(['returns', 'shipping', 'privacy', 'terms'] as const)(
  '/policies/%s shows its policy as a page: its heading, its date and its text',
  async (kind) => {
    const settings = await cachedShopSettings();
    const entry = policyPageEntry(settings.legal_links, kind, () => undefined);
    expect(settings.legal_links.map((l) => l.label)).toContain(entry.label);
    const html = renderToStaticMarkup(await PolicyPage(params(kind)));
    expect(html).toContain(`<h1 class="pageTitle">${entry.label}</h1>`);
    expect(html).toContain(entry.updatedAt!);
    expect(html).toContain(entry.html);
    expect(html).toContain('<h3>');
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
  },
);

it('gives each policy page its own title and canonical address, open to indexing', async () => {
  const settings = await cachedShopSettings();
  const returns = policyPageEntry(settings.legal_links, 'returns', () => undefined);
  const metadata = await generateMetadata(params('returns'));
  expect(JSON.stringify(metadata.title)).toContain(returns.label);
  expect(String(metadata.alternates?.canonical)).toMatch(/\/policies\/returns$/);
  expect(metadata.robots).not.toMatchObject({ index: false });
});
