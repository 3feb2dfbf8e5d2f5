// One legal page for the footer's dialog, sanitized on the server (lib/server/content/legal-dialogs.ts).
import { notFound } from '@/lib/server/errors/domain-error';
import { apiRoute, json } from '@/lib/server/http/route';
import { legalDialogEntry } from '@/lib/server/content/legal-dialogs';
import { getShopSettings } from '@/lib/server/settings/shop-settings';

export const GET = apiRoute<{ slug: string }>(async (_request, { params }) => {
  const entry = legalDialogEntry((await getShopSettings()).legal_links, (await params).slug);
  if (!entry) throw notFound('Legal page not found');
  return json({ legal_page: entry });
});
