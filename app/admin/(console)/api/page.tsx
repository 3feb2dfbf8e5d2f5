import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminRefusal } from '@/components/admin/admin-refusal';
import { ApiReference, type ApiDocument } from '@/components/admin/api/api-reference';
import { backOfficePageAccess } from '@/lib/server/http/admin-page';
import { openApiDocument } from '@/lib/server/http/openapi-document';
import { ROUTE_MODULES } from '@/app/api/v1/openapi.json/route-modules.generated';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';

export const metadata: Metadata = { title: ADMIN_MESSAGES.nav.api };

/** The API document of /api/v1/openapi.json, rendered on the server: no script of its own. */
export default async function AdminApiPage() {
  const access = await backOfficePageAccess();
  if (access.kind !== 'actor') redirect('/login?next=/admin/api');
  if (!mayDo(access.actor, 'settings')) return <AdminRefusal embedded message={ADMIN_MESSAGES.forbidden} />;
  return <ApiReference document={openApiDocument(ROUTE_MODULES) as unknown as ApiDocument} />;
}
