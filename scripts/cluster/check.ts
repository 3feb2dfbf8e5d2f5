// The cluster test's verdicts: each check prints one line as it is made, and the report at the end counts them.

/** How long a change made on one instance may take to show on the other. */
export const WITHIN_MS = 2000;

type Check = { name: string; ok: boolean; detail: string };
const checks: Check[] = [];

export function check(name: string, ok: boolean, detail: string): void {
  checks.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `test` holds; answers the milliseconds it took, or null after `limitMs`. */
export async function within(limitMs: number, test: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= limitMs) {
    if (await test().catch(() => false)) return Date.now() - started;
    await sleep(25);
  }
  return null;
}

/** Prints how many checks passed and exits: 1 if any failed, else 0. */
export function reportAndExit(): never {
  const failed = checks.filter((c) => !c.ok);
  console.log(`\n${checks.length - failed.length}/${checks.length} cluster checks passed.`);
  if (failed.length) process.exit(1);
  process.exit(0);
}
