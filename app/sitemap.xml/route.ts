// The sitemap index: the pages file and one file per 50,000 pieces (lib/server/http/sitemap-files.ts).
import { sitemapIndexResponse } from '@/lib/server/http/sitemap-route';

export const dynamic = 'force-dynamic';
export const GET = (request: Request) => sitemapIndexResponse(request);
