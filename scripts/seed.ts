// Seeds the demo shop into the configured database and draws its images.
// Usage: npx tsx scripts/seed.ts [--products N] [--all-pictures | --no-pictures] [--force]
// Above 1,000 products the pieces share one design's pictures per top-level category unless --all-pictures;
// --no-pictures writes the rows alone (a benchmark's database), naming pictures that are not drawn.
import { count } from 'drizzle-orm';
import { closeDb, getDb, tables, vacuumAnalyze, type Database } from '@/lib/server/db';
import { seedDemoShop, seedIsPresent } from '@/demo/seed-demo-shop';

type Args = { products?: number; force: boolean; allPictures: boolean; noPictures: boolean };

const USAGE = 'Usage: npx tsx scripts/seed.ts [--products N] [--all-pictures | --no-pictures] [--force]';

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { force: false, allPictures: false, noPictures: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    if (flag === '--force') args.force = true;
    else if (flag === '--all-pictures') args.allPictures = true;
    else if (flag === '--no-pictures') args.noPictures = true;
    else if (flag === '--products') {
      const value = inline ?? argv[++i];
      const count = Number(value);
      if (!value || !Number.isSafeInteger(count) || count < 1)
        throw new Error(`--products needs a whole number of at least 1 (got "${value ?? ''}").\n${USAGE}`);
      args.products = count;
    } else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new Error(`Unknown option "${argv[i]}".\n${USAGE}`);
  }
  return args;
}

async function counts(db: Database): Promise<string> {
  const named = {
    categories: tables.categories,
    products: tables.products,
    'product images': tables.productImages,
    'carousel slides': tables.carouselImages,
    coupons: tables.coupons,
  };
  const parts: string[] = [];
  for (const [label, table] of Object.entries(named)) {
    const [row] = await db.select({ n: count() }).from(table);
    parts.push(`${row?.n ?? 0} ${label}`);
  }
  return parts.join(', ');
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const db = await getDb();
  try {
    if (!args.force && (await seedIsPresent(db))) {
      console.log(`The shop is already seeded (${await counts(db)}).`);
      if (args.products !== undefined) {
        console.log(
          'To seed a different catalogue, run `npm run db:reset` first, or pass --force to replace the catalogue.',
        );
      }
      return;
    }
    const log = (line: string) => console.log(line);
    await seedDemoShop(db, {
      productCount: args.products,
      images: !args.noPictures,
      reviews: true,
      replace: args.force,
      sharedPictures: args.allPictures ? false : undefined,
      log,
    });
    // Planner statistics for what was just written, on any database: the embedded one has no autovacuum, and a
    // server's notices a bulk load late (this machine's PostgreSQL has it switched off).
    await vacuumAnalyze();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Done in ${seconds} s: ${await counts(db)}.`);
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
