// An edit made in the product editor is audited with what each changed field held before, not an empty "before".
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { POST as createProduct } from './products/route';
import { PATCH as patchProduct } from './products/[id]/route';

let staff: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
});

it('records the name, stock and sizes as they were before the edit', async () => {
  const made = await callRoute(createProduct, '/x', {
    method: 'POST',
    headers: staff.cookieHeaders,
    body: { name: 'Audited Pendant', price: 4200, stock_quantity: 3 },
  });
  expect(made.status).toBe(201);
  const { id, updated_at } = made.body.product;
  const edited = await callRoute(patchProduct, '/x', {
    method: 'PATCH',
    params: { id: String(id) },
    headers: staff.cookieHeaders,
    body: { name: 'Audited Pendant, Gold', stock_quantity: 5, description: 'Now with a chain', updated_at },
  });
  expect(edited.status).toBe(200);
  const [entry] = await (
    await getDb()
  )
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'product.update'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  expect(entry.before).toEqual({
    name: 'Audited Pendant',
    stock_quantity: 3,
    description: made.body.product.description,
  });
  expect(entry.after).toMatchObject({ name: 'Audited Pendant, Gold', stock_quantity: 5 });
});
