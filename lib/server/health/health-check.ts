// What a load balancer asks before sending an instance traffic: does its database answer, and its shared
// cache when REDIS_URL is set, and is it not shutting down. Each part gets 2 s; a part that fails is named.
import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { sharedCacheState } from '@/server-runtime/shared-cache-state.cjs';
import { isShuttingDown } from './shutdown';

const PART_TIMEOUT_MS = 2_000;

export type PartHealth = 'ok' | 'not configured' | `failed: ${string}`;
export type Health = {
  healthy: boolean;
  checks: { database: PartHealth; cache: PartHealth; server: 'ok' | 'stopping' };
};

async function within<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PART_TIMEOUT_MS / 1000} s`)), PART_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const failed = (error: unknown): PartHealth => `failed: ${error instanceof Error ? error.message : String(error)}`;

async function database(): Promise<PartHealth> {
  try {
    await within(getDb().then((db) => db.execute(sql`select 1`)));
    return 'ok';
  } catch (error) {
    return failed(error);
  }
}

async function cache(): Promise<PartHealth> {
  const state = sharedCacheState();
  if (!state.redis) return 'not configured';
  try {
    await within(state.redis.ping());
    return 'ok';
  } catch (error) {
    return failed(error);
  }
}

export async function checkHealth(): Promise<Health> {
  const [db, redis] = await Promise.all([database(), cache()]);
  const server = isShuttingDown() ? 'stopping' : 'ok';
  return {
    healthy: db !== 'not configured' && !db.startsWith('failed') && !redis.startsWith('failed') && server === 'ok',
    checks: { database: db, cache: redis, server },
  };
}
