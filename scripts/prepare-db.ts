// Opens the database (which applies pending migrations) and seeds the demo shop on first run.
import { closeDb, getDb } from '@/lib/server/db';
import { seedDemoShop } from '@/demo/seed-demo-shop';

async function main() {
  const started = Date.now();
  const db = await getDb();
  const { seeded } = await seedDemoShop(db, { images: true, log: (line) => console.log(`> ${line}`) });
  console.log(seeded ? `> Demo shop seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.` : '> Database ready.');
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(`\nCould not prepare the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
