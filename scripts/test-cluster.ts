// `npm run test:cluster`: two production instances of one build behave as one shop. The harness
// (scripts/cluster/harness.ts) sets the cluster up and takes it down; the checks below run in order.
import { check, sleep } from './cluster/check';
import { checkNewProductAndPrice } from './cluster/checks/catalogue';
import { checkHealth } from './cluster/checks/health';
import { checkPaymentOnAWebhookOnB } from './cluster/checks/payments';
import { checkPictures } from './cluster/checks/pictures';
import { checkRedisDownAndBack } from './cluster/checks/redis';
import { checkScarceStock } from './cluster/checks/stock';
import { runCluster } from './cluster/harness';
import { signInOwner } from './cluster/owner';
import { openShop } from './cluster/shop';

runCluster(async (cluster) => {
  const { base, lb, nginx, servers } = cluster;
  await checkHealth(cluster);
  const asOwner = await signInOwner(cluster);
  const clusterProduct = await checkNewProductAndPrice(cluster, asOwner);
  const { product } = clusterProduct;
  await checkPictures(cluster, asOwner, product);
  await checkRedisDownAndBack(cluster, asOwner, clusterProduct);

  const shop = await openShop();
  await checkPaymentOnAWebhookOnB(cluster, shop, product);
  const scarce = await checkScarceStock(cluster, shop, product);
  const { db, schema, createShopper, orderFor } = shop;
  const { eq, inArray } = await import('drizzle-orm');

  // ---- A killed in the middle of a burst: B answers everything, nothing acknowledged is lost
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
        return { target, status: response.status, id: body?.id as number | undefined, code: body?.error_code as string | undefined };
      } catch {
        return { target, status: 0, id: undefined };
      }
    }),
  );
  clearTimeout(killer);
  const acknowledged = results.filter((r) => r.status === 201 && r.id).map((r) => r.id!);
  const stored = acknowledged.length ? await db.select({ id: schema.orders.id }).from(schema.orders).where(inArray(schema.orders.id, acknowledged)) : [];
  const onBResults = results.filter((r) => r.target === 'b');
  if (nginx) {
    // A is gone: nginx sends everything to B.
    const viaLb = await Promise.all([
      ...['/', '/products', `/products/${plenty}`, '/categories', '/api/health'].map((p) => fetch(`${lb}${p}`).then((r) => r.status)),
      ...burst.slice(0, 5).map((b) =>
        fetch(`${lb}/api/v1/payments/create-order`, { method: 'POST', headers: { ...b.bearerHeaders, 'content-type': 'application/json' }, body: JSON.stringify(orderFor(plenty, scarce.pricePaise)) }).then(
          (r) => r.status,
        ),
      ),
    ]);
    check('nginx (deploy/nginx.conf) with A gone', viaLb.every((s) => s === 200 || s === 201), `pages, health and 5 orders through nginx answered ${viaLb.join(', ')}`);
  }
  const pagesOnB = await Promise.all(['/', `/products/${plenty}`, '/products', '/categories'].map((p) => fetch(`${base.b}${p}`).then((r) => r.status)));
  check(
    'A killed mid-burst',
    onBResults.every((r) => r.status === 201) && stored.length === acknowledged.length && pagesOnB.every((s) => s === 200),
    `B answered ${onBResults.filter((r) => r.status === 201).length}/${onBResults.length} orders (${[...new Set(onBResults.map((r) => `${r.status}${r.code ? ` ${r.code}` : ''}`))].join(', ')}); A answered ${results.filter((r) => r.target === 'a' && r.status === 201).length} before it died; ${stored.length}/${acknowledged.length} acknowledged orders in the database; B's pages ${pagesOnB.join(', ')}`,
  );

  // ---- B stops on SIGTERM within 10 s, finishing the requests it has taken
  const slow = Array.from({ length: 8 }, (_, i) => fetch(`${base.b}/products?search=${encodeURIComponent(`drain ${i} ${Date.now()}`)}`).then((r) => r.status, () => 0));
  await sleep(40);
  const stopped = Date.now();
  const exit = new Promise<number | null>((resolve) => servers.b.once('exit', (code) => resolve(code)));
  servers.b.kill('SIGTERM');
  const code = await Promise.race([exit, sleep(12_000).then(() => 'timeout' as const)]);
  const drained = await Promise.all(slow);
  check(
    'graceful stop',
    code === 0 && drained.every((s) => s === 200),
    `${code === 'timeout' ? 'B did not stop within 12 s of SIGTERM' : `B exited with ${code} after ${Date.now() - stopped} ms`}; the ${drained.length} pages it was rendering answered ${drained.join(', ')}`,
  );
});
