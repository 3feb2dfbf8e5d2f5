// One file the sitemap index names: pages.xml, or products-N.xml (lib/server/http/sitemap-files.ts).
import { sitemapFileResponse } from '@/lib/server/http/sitemap-route';

export const dynamic = 'force-dynamic';
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return sitemapFileResponse(request, (await params).file);
}
