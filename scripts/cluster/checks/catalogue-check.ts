// A product created and a price changed on A show on B: its page, a list and the API.
import { check, within, WITHIN_MS } from '../check';
import { json, type Cluster } from '../harness';
import type { AsOwner } from '../owner';

/** The product the later checks change and picture, and how B shows it. */
export type ClusterProduct = Awaited<ReturnType<typeof checkNewProductAndPrice>>;

export async function checkNewProductAndPrice({ base }: Cluster, asOwner: AsOwner) {
  const name = `Cluster Kundan Ring ${Date.now()}`;
  const searchPath = `/products?search=${encodeURIComponent(name)}`;
  await fetch(`${base.b}${searchPath}`); // B caches the list view without the piece
  const created = await json(
    await fetch(`${base.a}/api/v1/admin/products`, {
      method: 'POST',
      headers: asOwner('a', { 'content-type': 'application/json' }),
      body: JSON.stringify({
        name,
        price: 4321,
        stock_quantity: 5,
        description: 'Made for the cluster test',
        metal: 'Gold plated',
        active: true,
      }),
    }),
  );
  if (created.status !== 201) {
    throw new Error(`creating a product on A answered ${created.status}: ${JSON.stringify(created.body)}`);
  }
  const product = created.body.product as { id: number; updated_at: string };
  const onB = {
    page: () => fetch(`${base.b}/products/${product.id}`).then((r) => r.text()),
    list: () => fetch(`${base.b}${searchPath}`).then((r) => r.text()),
    api: () => fetch(`${base.b}/api/v1/products/${product.id}`).then(async (r) => (await r.json()).product ?? {}),
  };
  const newOnB = async () => ({
    page: (await onB.page()).includes(name),
    list: (await onB.list()).includes(name),
    api: (await onB.api()).name === name,
  });
  const seenNew = await within(WITHIN_MS, async () => Object.values(await newOnB()).every(Boolean));
  check(
    'new product on B',
    seenNew !== null,
    seenNew === null
      ? `not everywhere on B within ${WITHIN_MS} ms: ${JSON.stringify(await newOnB())}`
      : `on B's page, list and API after ${seenNew} ms`,
  );

  const onA = {
    api: () => fetch(`${base.a}/api/v1/products/${product.id}`).then(async (r) => (await r.json()).product ?? {}),
    list: () =>
      fetch(`${base.a}/api/v1/products?search=${encodeURIComponent(name)}`).then(
        async (r) => ((await r.json()).products ?? []).find((p: { id: number }) => p.id === product.id) ?? {},
      ),
  };
  for (let i = 0; i < 3; i++) await Promise.all([onB.page(), onA.api(), onA.list()]); // now served from the caches
  const repriced = await json(
    await fetch(`${base.a}/api/v1/admin/products/${product.id}`, {
      method: 'PATCH',
      headers: asOwner('a', { 'content-type': 'application/json' }),
      body: JSON.stringify({ price: 3999, updated_at: product.updated_at }),
    }),
  );
  if (repriced.status !== 200) {
    throw new Error(`changing the price on A answered ${repriced.status}: ${JSON.stringify(repriced.body)}`);
  }
  // The very next reads on A, without waiting: the write expired what it changed before it answered.
  const [apiOnA, listOnA] = await Promise.all([onA.api(), onA.list()]);
  check(
    'price change on A at once',
    apiOnA.price === 3999 && listOnA.price === 3999,
    `A's API answered ₹${apiOnA.price} for the piece and ₹${listOnA.price} in a list, right after the change`,
  );
  const priceOnB = async () => {
    const [page, list, api] = await Promise.all([onB.page(), onB.list(), onB.api()]);
    return {
      page: page.includes('3,999') && !page.includes('4,321'),
      list: list.includes('3,999'),
      api: api.price === 3999,
    };
  };
  const seenPrice = await within(WITHIN_MS, async () => Object.values(await priceOnB()).every(Boolean));
  check(
    'price change on B',
    seenPrice !== null,
    seenPrice === null
      ? `B still showed the old price after ${WITHIN_MS} ms: ${JSON.stringify(await priceOnB())}`
      : `B's page, list and API showed ₹3,999 after ${seenPrice} ms`,
  );
  return { product, searchPath, onB };
}
