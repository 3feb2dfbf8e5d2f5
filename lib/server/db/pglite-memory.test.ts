import { sql } from 'drizzle-orm';
import { getDb, rowsOf } from '@/lib/server/db';
import { pgliteSharedBuffersMb } from './config';

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('the embedded database buffer pool', () => {
  it('is 16 MB unless PGLITE_SHARED_BUFFERS_MB says otherwise, and a bad value keeps the default', () => {
    expect(pgliteSharedBuffersMb(env({}))).toBe(16);
    expect(pgliteSharedBuffersMb(env({ PGLITE_SHARED_BUFFERS_MB: '64' }))).toBe(64);
    expect(pgliteSharedBuffersMb(env({ PGLITE_SHARED_BUFFERS_MB: 'lots' }))).toBe(16);
    expect(pgliteSharedBuffersMb(env({ PGLITE_SHARED_BUFFERS_MB: '0' }))).toBe(16);
  });

  // Embedded only: a PostgreSQL server's own setting is its administrator's, so jest.config.mjs leaves
  // pglite-*.test.ts out of a run on one (TEST_DATABASE_URL).
  it("is what PGlite opens with, not PostgreSQL's default 128 MB, which stays resident", async () => {
    const db = await getDb();
    const [row] = rowsOf<{ shared_buffers: string }>(await db.execute(sql`SHOW shared_buffers`));
    expect(row.shared_buffers).toBe('16MB');
  });
});
