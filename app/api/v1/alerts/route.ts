// The signed-in shopper's alerts, newest first (the profile page shows the same list).
import { privateJson } from '@/lib/server/http/route';
import { listAlerts } from '@/lib/server/alerts/alert-requests';
import { defineRoute } from '@/lib/server/http/define-route';
import { alertsSchema } from '@/lib/shared/schemas/response-schema';

export const GET = defineRoute(
  { summary: "The signed-in shopper's alerts, newest first.", auth: 'session', response: alertsSchema },
  async (_request, { session }) => {
    return privateJson({ alerts: await listAlerts(session.user.id) });
  },
);
