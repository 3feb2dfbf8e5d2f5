// Run with DATA_DIR set (see private-server.ts): stores hostile HTML as the first legal page's content, the
// way a careless admin paste or a compromised settings row would, to see it rendered inert.
import { eq } from 'drizzle-orm';
import { closeDb, getDb, tables } from '@/lib/server/db';
import { HOSTILE_LEGAL_HTML } from './hostile-html';

async function main() {
  const db = await getDb();
  const [row] = await db.select().from(tables.shopSettings).limit(1);
  const legalLinks = row.legalLinks.map((link, i) => (i === 0 ? { ...link, content: HOSTILE_LEGAL_HTML } : link));
  await db.update(tables.shopSettings).set({ legalLinks }).where(eq(tables.shopSettings.id, row.id));
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
