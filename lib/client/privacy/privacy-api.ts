// The buyer's grievances and nominee (DPDP Act), through the storefront's API client.
import 'client-only';
import { apiFetch } from '@/lib/client/api';
import type { GrievanceView } from '@/lib/shared/schemas/grievance-schema';
import type { Nominee } from '@/lib/shared/schemas/nominee-schema';

export async function raiseGrievance(body: {
  subject: string;
  message: string;
  order_id: number | null;
}): Promise<{ reference: string }> {
  const answer = await apiFetch<{ grievance: { reference: string } }>('/grievances', { method: 'POST', body });
  return answer.grievance;
}

export async function ownGrievances(): Promise<GrievanceView[]> {
  return (await apiFetch<{ grievances: GrievanceView[] }>('/grievances')).grievances;
}

export async function saveNominee(body: { name: string; email: string; phone: string }): Promise<Nominee | null> {
  return (await apiFetch<{ nominee: Nominee | null }>('/auth/me/nominee', { method: 'PUT', body })).nominee;
}

export async function removeNominee(): Promise<null> {
  await apiFetch('/auth/me/nominee', { method: 'DELETE' });
  return null;
}
