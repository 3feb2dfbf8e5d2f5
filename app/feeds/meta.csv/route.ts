// Meta's catalogue feed for Instagram and Facebook shops and the WhatsApp catalogue.
import { feedRoute } from '@/lib/server/http/feed-route';

// Read from the catalogue at request time (through the cached read), never frozen by the build.
export const dynamic = 'force-dynamic';
export const GET = feedRoute('meta');
