// The products import as a client calls it: a multipart form with the CSV in `file`, and dry_run when asked.
import { callRoute } from './call-route';
import { POST as importRoute } from '@/app/api/v1/admin/imports/products/route';
import { GET as exportRoute } from '@/app/api/v1/admin/exports/products.csv/route';

export async function uploadCsv(
  csv: string | Uint8Array,
  headers: Record<string, string>,
  options: { dryRun?: boolean } = {},
) {
  const form = new FormData();
  const file = new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type: 'text/csv' });
  form.set('file', file, 'products.csv');
  if (options.dryRun) form.set('dry_run', 'true');
  const request = new Request('http://localhost:3000/x', { method: 'POST', body: form });
  const body = new Uint8Array(await request.arrayBuffer());
  const type = request.headers.get('content-type')!;
  return callRoute(importRoute, '/api/v1/admin/imports/products', {
    method: 'POST',
    rawBody: body,
    // A content-length given by the test (to claim a huge file) wins over the real one.
    headers: { 'content-length': String(body.length), ...headers, 'content-type': type },
  });
}

export async function exportCsv(headers: Record<string, string>) {
  return callRoute(exportRoute, '/api/v1/admin/exports/products.csv', { headers });
}
