// One legal page for the footer's dialog, sanitized on the server (lib/server/content/legal-dialogs.ts).
import { notFound } from '@/lib/server/errors/domain-error';
import { json } from '@/lib/server/http/route';
import { legalDialogEntry } from '@/lib/server/content/legal-dialogs';
import { getShopSettings } from '@/lib/server/settings/shop-settings';
import { defineRoute } from '@/lib/server/http/define-route';
import { legalPageSchema } from '@/lib/shared/schemas/response-schema';

export const GET = defineRoute(
  { summary: 'A legal page.', auth: 'none', response: legalPageSchema },
  async (_request, { params }) => {
    const entry = legalDialogEntry((await getShopSettings()).legal_links, params.slug);
    if (!entry) throw notFound('Legal page not found');
    return json({ legal_page: entry });
  },
);
