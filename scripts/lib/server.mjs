// Starts the production server on a data directory and port of its own, for benchmarks.
import fs from 'node:fs/promises';
import { spawnServer } from './run.mjs';

export async function startServer({ port, dataDir, env = {} }) {
  const child = spawnServer(
    { ...process.env, BACKUP_DAILY: 'off', ...env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production' },
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/v1/shop/settings`);
      if (response.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    pid: child.pid,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    },
  };
}

/**
 * Resident memory of a process group in MB (the npx wrapper and the Next server it started), read from /proc
 * without blocking. The soak samples it every second while it times requests: the `ps` it used to run with
 * execSync stopped this process for the fork and the wait, and every answer that arrived meanwhile was timed
 * that much slower than the server had been.
 */
export async function rssOfGroupMb(pgid) {
  let kb = 0;
  for (const pid of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
      // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses, so count from its last ')'.
      const pgrp = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (pgrp !== pgid) continue;
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(await fs.readFile(`/proc/${pid}/status`, 'utf8'));
      kb += rss ? Number(rss[1]) : 0;
    } catch {
      // the process ended while it was read
    }
  }
  return Math.round(kb / 1024);
}
