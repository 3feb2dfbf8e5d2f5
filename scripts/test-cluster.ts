// `npm run test:cluster`: two production instances of one build behave as one shop. The harness
// (scripts/cluster/harness.ts) sets the cluster up and takes it down; the checks below run in order.
import { check, sleep, within } from './cluster/check';
import { checkNewProductAndPrice } from './cluster/checks/catalogue';
import { checkHealth } from './cluster/checks/health';
import { checkPictures } from './cluster/checks/pictures';
import { checkRedisDownAndBack } from './cluster/checks/redis';
import { json, runCluster } from './cluster/harness';
import { signInOwner } from './cluster/owner';

runCluster(async (cluster) => {
  const { base, lb, nginx, servers, smtp, sandboxKeySecret, sandboxWebhookSecret } = cluster;
  await checkHealth(cluster);
  const { createShopper } = await import('../test-support/create-shopper');
  const asOwner = await signInOwner(cluster);
  const clusterProduct = await checkNewProductAndPrice(cluster, asOwner);
  const { product } = clusterProduct;
  await checkPictures(cluster, asOwner, product);
  await checkRedisDownAndBack(cluster, asOwner, clusterProduct);

  // ---- one payment, verified through A while the provider's webhook arrives at B
  const { getDb } = await import('@/lib/server/db');
  const schema = await import('@/lib/server/db/schema');
  const { eq, and, sql, inArray } = await import('drizzle-orm');
  const { createHmac } = await import('node:crypto');
  const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
  const db = await getDb();
  const buyer = await createShopper();
  const bearer = (extra: Record<string, string> = {}) => ({ ...buyer.bearerHeaders, 'content-type': 'application/json', ...extra });
  const { ADDRESS } = await import('../test-support/shipping-address');
  const orderFor = (productId: number, pricePaise: number) => ({
    shipping_address: ADDRESS,
    currency: 'INR',
    cart_items: [{ product_id: productId, quantity: 1, price: pricePaise / 100 }],
    total_amount: pricePaise / 100,
  });
  const [piece] = await db.select().from(schema.products).where(eq(schema.products.id, product.id));
  const placed = await json(await fetch(`${base.a}/api/v1/payments/create-order`, { method: 'POST', headers: bearer(), body: JSON.stringify(orderFor(piece.id, piece.pricePaise)) }));
  if (placed.status !== 201) throw new Error(`create-order on A answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  const order = placed.body as { id: number; razorpay_order_id: string; amount: number };
  const paymentId = `pay_cluster${order.id}`;
  const verifyBody = { order_id: order.id, razorpay_order_id: order.razorpay_order_id, razorpay_payment_id: paymentId, razorpay_signature: hmac(sandboxKeySecret, `${order.razorpay_order_id}|${paymentId}`) };
  const event = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: { id: paymentId, entity: 'payment', amount: piece.pricePaise, currency: 'INR', status: 'captured', order_id: order.razorpay_order_id } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  const [verified, hooked] = await Promise.all([
    fetch(`${base.a}/api/v1/payments/verify`, { method: 'POST', headers: bearer(), body: JSON.stringify(verifyBody) }),
    fetch(`${base.b}/api/v1/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(sandboxWebhookSecret, event), 'x-razorpay-event-id': `evt_cluster_${order.id}` },
      body: event,
    }),
  ]);
  const subject = `order #${order.id} confirmed`;
  const confirmations = () => smtp.messages.filter((m) => m.includes(subject)).length;
  await within(5000, async () => confirmations() >= 1);
  await sleep(1500); // a second mail, if there were one, would have come by now
  const paymentRows = await db.select().from(schema.payments).where(eq(schema.payments.orderId, order.id));
  check(
    'payment on A, webhook on B',
    verified.status === 200 && hooked.status === 200 && paymentRows.length === 1 && confirmations() === 1,
    `verify ${verified.status}, webhook ${hooked.status}; ${paymentRows.length} payment row(s), ${confirmations()} confirmation mail(s)`,
  );

  // ---- 20 buyers at once, split over A and B, for 5 pieces
  const [scarce] = await db
    .select({ id: schema.products.id, pricePaise: schema.products.pricePaise })
    .from(schema.products)
    .where(and(eq(schema.products.active, true), sql`cardinality(${schema.products.sizes}) = 0`, sql`${schema.products.id} <> ${product.id}`))
    .limit(1);
  await db.update(schema.products).set({ stockQuantity: 5 }).where(eq(schema.products.id, scarce.id));
  const buyers = await Promise.all(Array.from({ length: 20 }, () => createShopper()));
  const answers = await Promise.all(
    buyers.map((b, i) =>
      fetch(`${i % 2 ? base.b : base.a}/api/v1/payments/create-order`, {
        method: 'POST',
        headers: { ...b.bearerHeaders, 'content-type': 'application/json' },
        body: JSON.stringify(orderFor(scarce.id, scarce.pricePaise)),
      }).then(async (r) => ({ status: r.status, code: (await r.json().catch(() => null))?.error_code as string | undefined })),
    ),
  );
  const scarceOrders = await db
    .select({ id: schema.orderItems.orderId })
    .from(schema.orderItems)
    .where(eq(schema.orderItems.productId, scarce.id));
  const [{ stock }] = await db.select({ stock: schema.products.stockQuantity }).from(schema.products).where(eq(schema.products.id, scarce.id));
  const created201 = answers.filter((a) => a.status === 201).length;
  const refusals = [...new Set(answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${a.code}`))];
  check(
    '20 buyers for 5 pieces',
    created201 === 5 && scarceOrders.length === 5 && stock === 0 && refusals.length === 1 && refusals[0] === '409 OUT_OF_STOCK',
    `${created201} orders made, ${20 - created201} refused (${refusals.join(', ')}), ${scarceOrders.length} in the database, stock now ${stock}`,
  );

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
