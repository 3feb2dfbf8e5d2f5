// The signed-in shopper's alerts, newest first (the profile page shows the same list).
import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { listAlerts } from '@/lib/server/alerts/alert-requests';

export const GET = apiRoute(async (request) => {
  const session = await requireSession(request);
  return privateJson({ alerts: await listAlerts(session.user.id) });
});
