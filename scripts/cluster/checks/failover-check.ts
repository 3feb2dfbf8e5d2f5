// A killed in the middle of a burst: B answers everything, nothing acknowledged is lost, and nginx (where it
// runs) sends everything to B.
import { eq, inArray } from 'drizzle-orm';
import { check, sleep } from '../check';
import type { Cluster } from '../harness';
import type { Shop } from '../shop';

export async function checkAKilledMidBurst(
  { base, lb, nginx, servers }: Cluster,
  { db, schema, createShopper, orderFor }: Shop,
  scarce: { id: number; pricePaise: number },
): Promise<void> {
  const plenty = scarce.id;
  await db.update(schema.products).set({ stockQuantity: 1000 }).where(eq(schema.products.id, plenty));
  const burst = await Promise.all(Array.from({ length: 40 }, () => createShopper()));
  // 40 orders over about 400 ms, half to each instance; A is killed 150 ms in.
  const killer = setTimeout(() => servers.a.kill('SIGKILL'), 150);
  const results = await Promise.all(
    burst.map(async (b, i) => {
      const target = i % 2 ? 'b' : 'a';
      await sleep(i * 10);
      try {
        const response = await fetch(`${base[target]}/api/v1/payments/create-order`, {
          method: 'POST',
          headers: { ...b.bearerHeaders, 'content-type': 'application/json' },
          body: JSON.stringify(orderFor(plenty, scarce.pricePaise)),
        });
        const body = await response.json().catch(() => null);
        return {
          target,
          status: response.status,
          id: body?.id as number | undefined,
          code: body?.error_code as string | undefined,
        };
      } catch {
        return { target, status: 0, id: undefined };
      }
    }),
  );
  clearTimeout(killer);
  const acknowledged = results.filter((r) => r.status === 201 && r.id).map((r) => r.id!);
  const stored = acknowledged.length
    ? await db.select({ id: schema.orders.id }).from(schema.orders).where(inArray(schema.orders.id, acknowledged))
    : [];
  const onBResults = results.filter((r) => r.target === 'b');
  if (nginx) {
    // A is gone: nginx sends everything to B.
    const viaLb = await Promise.all([
      ...['/', '/products', `/products/${plenty}`, '/categories', '/api/health'].map((p) =>
        fetch(`${lb}${p}`).then((r) => r.status),
      ),
      ...burst.slice(0, 5).map((b) =>
        fetch(`${lb}/api/v1/payments/create-order`, {
          method: 'POST',
          headers: { ...b.bearerHeaders, 'content-type': 'application/json' },
          body: JSON.stringify(orderFor(plenty, scarce.pricePaise)),
        }).then((r) => r.status),
      ),
    ]);
    check(
      'nginx (deploy/nginx.conf) with A gone',
      viaLb.every((s) => s === 200 || s === 201),
      `pages, health and 5 orders through nginx answered ${viaLb.join(', ')}`,
    );
  }
  const pagesOnB = await Promise.all(
    ['/', `/products/${plenty}`, '/products', '/categories'].map((p) => fetch(`${base.b}${p}`).then((r) => r.status)),
  );
  const answeredOnB = onBResults.filter((r) => r.status === 201).length;
  const outcomesOnB = [...new Set(onBResults.map((r) => `${r.status}${r.code ? ` ${r.code}` : ''}`))].join(', ');
  const answeredOnA = results.filter((r) => r.target === 'a' && r.status === 201).length;
  check(
    'A killed mid-burst',
    onBResults.every((r) => r.status === 201) &&
      stored.length === acknowledged.length &&
      pagesOnB.every((s) => s === 200),
    `B answered ${answeredOnB}/${onBResults.length} orders (${outcomesOnB}); ` +
      `A answered ${answeredOnA} before it died; ` +
      `${stored.length}/${acknowledged.length} acknowledged orders in the database; B's pages ${pagesOnB.join(', ')}`,
  );
}
