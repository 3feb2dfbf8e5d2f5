// A shopper's cart is theirs alone: no shared cache may keep it.
import { json } from '@/lib/server/http/route';

export function privateJson<T>(body: T) {
  return json(body, { headers: { 'cache-control': 'private, no-store' } });
}
