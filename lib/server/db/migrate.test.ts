import { sql } from 'drizzle-orm';
import { getDb, rowsOf } from '@/lib/server/db';
import { migrate } from './migrate';

describe('migrate', () => {
  it('applies every migration once and is a no-op the second time', async () => {
    const db = await getDb(); // opening migrates
    expect(await migrate(db)).toEqual([]);
    const tags = rowsOf<{ tag: string }>(await db.execute(sql`SELECT tag FROM schema_migrations ORDER BY tag`)).map(
      (r) => r.tag,
    );
    expect(tags[0]).toBe('0000_extensions');
    expect(tags.length).toBeGreaterThanOrEqual(2);
  });
});
