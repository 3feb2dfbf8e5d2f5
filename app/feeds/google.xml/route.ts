// Google Merchant Center's product feed.
import { feedRoute } from '@/lib/server/http/feed-route';

// Read from the catalogue at request time (through the cached read), never frozen by the build.
export const dynamic = 'force-dynamic';
export const GET = feedRoute('google');
