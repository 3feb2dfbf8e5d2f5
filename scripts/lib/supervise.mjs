// @ts-check
// Keeps the shop's server running: `npm start` runs it as a child of this small supervisor, which starts it
// again within seconds when it dies (a crash, the heap filled, a SIGKILL), says why in the log, and waits
// longer each time when it keeps dying soon after starting (a crash loop: a broken setting, a database that is
// gone), saying so. SIGTERM and SIGINT go to the server, which finishes its requests (scripts/serve.mjs); then
// the supervisor exits with the server's code. On the embedded database a new server waits until the dead one's
// hold on the data folder (DATA_DIR/db.pid, lib/server/db/data-dir-lock.ts) is gone.
import fs from 'node:fs';

/** A server that ran this long was healthy: its death starts the count of quick deaths afresh. */
export const HEALTHY_RUN_MS = 30_000;
/** The wait before the first restart, doubled for each quick death in a row, up to MAX_RESTART_DELAY_MS. */
export const FIRST_RESTART_DELAY_MS = 1_000;
export const MAX_RESTART_DELAY_MS = 60_000;
/** Quick deaths in a row from which the log calls it a crash loop. */
export const CRASH_LOOP_AFTER = 3;
/** How long a restart waits for a dead server's hold on the data folder before starting anyway. */
const LOCK_WAIT_MS = 30_000;

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * The live process named in a lock file (its pid), or null.
 * @param {string} lockFile
 */
function lockHolder(lockFile) {
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** @param {number} quickDeaths */
export function restartDelayMs(quickDeaths) {
  return Math.min(FIRST_RESTART_DELAY_MS * 2 ** Math.max(0, quickDeaths - 1), MAX_RESTART_DELAY_MS);
}

/**
 * @param {{
 *   start: () => import('node:child_process').ChildProcess,
 *   lockFile?: string | null,
 *   log?: (line: string) => void,
 *   healthyRunMs?: number,
 * }} options
 * @returns {{ stop: (signal: NodeJS.Signals) => void, done: Promise<number>, current: () => import('node:child_process').ChildProcess | null }}
 */
export function supervise({ start, lockFile = null, log = console.log, healthyRunMs = HEALTHY_RUN_MS }) {
  /** @type {import('node:child_process').ChildProcess | null} */
  let child = null;
  /** @type {NodeJS.Signals | null} */
  let stopping = null;
  /** @type {NodeJS.Timeout | null} */
  let pending = null;
  let quickDeaths = 0;
  /** @type {(code: number) => void} */
  let finish = () => {};
  const done = new Promise((resolve) => (finish = resolve));

  const launch = () => {
    pending = null;
    if (stopping) return finish(0);
    const holder = lockFile ? lockHolder(lockFile) : null;
    if (holder !== null && Date.now() - waitingSince < LOCK_WAIT_MS) {
      if (!announcedWait) log(`> [supervisor] waiting for process ${holder} to release the embedded database`);
      announcedWait = true;
      pending = setTimeout(launch, 200);
      return;
    }
    announcedWait = false;
    const startedAt = Date.now();
    const server = start();
    child = server;
    server.on('exit', (code, signal) => {
      child = null;
      // Ended by the signal it was sent to stop: a clean stop.
      if (stopping) return finish(code ?? (signal && signal !== stopping ? 1 : 0));
      const ran = Date.now() - startedAt;
      quickDeaths = ran < healthyRunMs ? quickDeaths + 1 : 1;
      const delay = restartDelayMs(quickDeaths);
      const cause = signal ? `killed by ${signal}` : `exited with code ${code}`;
      log(
        `> [supervisor] the server (pid ${server.pid}) ${cause} after ${(ran / 1000).toFixed(1)} s; ` +
          `restarting in ${(delay / 1000).toFixed(0)} s`,
      );
      if (quickDeaths >= CRASH_LOOP_AFTER) {
        log(
          `> [supervisor] crash loop: ${quickDeaths} starts in a row died within ${healthyRunMs / 1000} s; ` +
            `backing off (the wait doubles up to ${MAX_RESTART_DELAY_MS / 1000} s). Look at the errors above.`,
        );
      }
      waitingSince = Date.now() + delay;
      pending = setTimeout(launch, delay);
    });
  };
  let waitingSince = Date.now();
  let announcedWait = false;
  launch();

  return {
    done,
    current: () => child,
    stop(signal) {
      // A second signal while the server drains is passed on too: serve.mjs then stops at once.
      stopping = signal;
      if (pending) {
        clearTimeout(pending);
        pending = null;
      }
      if (child) child.kill(signal);
      else finish(0);
    },
  };
}
