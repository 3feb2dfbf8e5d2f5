// The privacy page itemises the DPDP notice under the owner's text: what is collected and shared, every
// retention period from the one table the sweep enforces, the rights, the grievance officer with the link to
// the grievance form, and the Data Protection Board. The other policies do not carry it.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { seedCatalogue } from '@/test-support/call-route';
import { cachedShopSettings } from '@/lib/server/settings/cached-settings';
import { RETENTION } from '@/lib/shared/retention';
import { PRIVACY_NOTICE_MESSAGES as M } from '@/lib/shared/messages/privacy-notice-messages';
import { GRIEVANCES_PATH } from '@/lib/shared/grievance-links';
import PolicyPage from './page';

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'privacy-notice-'));

beforeAll(() => seedCatalogue());

const render = async (kind: string) =>
  renderToStaticMarkup(await PolicyPage({ params: Promise.resolve({ kind }) } as Parameters<typeof PolicyPage>[0]));

it('prints each retention period, the rights, the grievance officer and the Board', async () => {
  const html = await render('privacy');
  for (const rule of Object.values(RETENTION)) {
    expect(html).toContain(`<td>${rule.what}</td><td>${M.days(rule.days)}</td>`);
  }
  expect(html).toContain(M.collectedHeading);
  expect(html).toContain('Data Protection Board of India');
  expect(html).toContain(`href="${GRIEVANCES_PATH}"`);
  const officer = (await cachedShopSettings()).seller?.grievance_officer;
  if (officer?.name) expect(html).toContain(officer.name);
});

it('is on the privacy page only', async () => {
  expect(await render('returns')).not.toContain(M.heading);
});
