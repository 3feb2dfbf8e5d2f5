// Redis down: both instances answer from the database, say so once, and cache again when it is back.
import fs from 'node:fs';
import path from 'node:path';
import { check, within, WITHIN_MS } from '../check';
import { json, type Cluster, type Instance } from '../harness';
import type { AsOwner } from '../owner';
import type { ClusterProduct } from './catalogue-check';

export async function checkRedisDownAndBack(
  { base, tmp, redis }: Cluster,
  asOwner: AsOwner,
  { product, searchPath, onB }: ClusterProduct,
): Promise<void> {
  const logOf = (instance: Instance) => fs.readFileSync(path.join(tmp, `${instance}.log`), 'utf8');
  const saidDown = (instance: Instance) =>
    logOf(instance)
      .split('\n')
      .filter((line) => line.includes('does not answer')).length;
  // An instance is two processes writing one log (scripts/serve.mjs and Next's server), each with its own
  // connection: each says so once, so one line, or two once both have used Redis, and never more.
  const saidOnce = (lines: number) => lines >= 1 && lines <= 2;
  const cacheState = async (instance: Instance, p: string) =>
    (await fetch(`${base[instance]}${p}`)).headers.get('x-nextjs-cache');
  await redis.stop();
  await within(3000, async () => saidDown('a') > 0 && saidDown('b') > 0);
  const current = await json(await fetch(`${base.a}/api/v1/admin/products/${product.id}`, { headers: asOwner('a') }));
  const downPatch = await json(
    await fetch(`${base.a}/api/v1/admin/products/${product.id}`, {
      method: 'PATCH',
      headers: asOwner('a', { 'content-type': 'application/json' }),
      body: JSON.stringify({ price: 3777, updated_at: current.body.product.updated_at }),
    }),
  );
  const downPages = await Promise.all(
    ['/', `/products/${product.id}`, searchPath, '/categories'].map((p) =>
      fetch(`${base.b}${p}`).then((r) => r.status),
    ),
  );
  const downPrice = await within(
    WITHIN_MS,
    async () => (await onB.page()).includes('3,777') && (await onB.api()).price === 3777,
  );
  for (let i = 0; i < 5; i++) await fetch(`${base.b}/`);
  check(
    'Redis down',
    downPatch.status === 200 &&
      downPages.every((s) => s === 200) &&
      downPrice !== null &&
      saidOnce(saidDown('a')) &&
      saidOnce(saidDown('b')),
    `A's change answered ${downPatch.status}; B's pages ${downPages.join(', ')}; ` +
      `B showed the new price ${downPrice === null ? 'never' : `after ${downPrice} ms`}; ` +
      `each log says so ${saidDown('a')} and ${saidDown('b')} time(s)`,
  );
  await redis.start();
  const resumed = await within(10_000, async () => {
    await fetch(`${base.b}/categories`);
    return (await cacheState('b', '/categories')) === 'HIT';
  });
  const saidBack = logOf('b').includes('answers again');
  check(
    'Redis back',
    resumed !== null && saidBack,
    `B served from cache again ${resumed === null ? 'never' : `after ${resumed} ms`}; its log says so: ${saidBack}`,
  );
}
