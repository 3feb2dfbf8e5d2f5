// Opens the database (which applies pending migrations) and seeds the demo shop on first run.
import { closeDb, getDb, tendEmbeddedDatabase } from '@/lib/server/db';
import { seedDemoShop } from '@/demo/seed-demo-shop';
import { mediaStore } from '@/lib/server/media/media-store';
import { prepareMissingVariants } from '@/lib/server/media/picture-variants';

async function main() {
  const started = Date.now();
  const db = await getDb();
  const { seeded } = await seedDemoShop(db, { images: true, reviews: true, log: (line) => console.log(`> ${line}`) });
  console.log(seeded ? `> Demo shop seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.` : '> Database ready.');
  // Pictures stored before their widths were prepared ahead (or copied into a bucket without them) get them
  // now, before the server takes requests: pages only point at prepared files.
  const widths = await prepareMissingVariants(mediaStore(), (line) => console.log(`> ${line}`));
  if (widths.prepared + widths.failed > 0)
    console.log(
      `> Picture widths prepared for ${widths.prepared} pictures${widths.failed ? `, ${widths.failed} could not be read` : ''}.`,
    );
  // The embedded database has no autovacuum: fresh planner statistics before the server serves.
  const tended = await tendEmbeddedDatabase();
  if (tended.ran && tended.ms > 1000)
    console.log(`> Database statistics gathered in ${(tended.ms / 1000).toFixed(1)} s.`);
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(`\nCould not prepare the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
