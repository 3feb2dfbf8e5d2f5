// Starts the production server on a data directory and port of its own, for benchmarks.
import { execSync } from 'node:child_process';
import { spawnServer } from './run.mjs';

export async function startServer({ port, dataDir, env = {} }) {
  const child = spawnServer(
    { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production' },
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

/** Resident memory of a process group in MB (the npx wrapper and the Next server it started). */
export function rssOfGroupMb(pgid) {
  const out = execSync(`ps -o rss= -g ${pgid}`).toString();
  return Math.round(out.split('\n').filter(Boolean).reduce((sum, kb) => sum + Number(kb), 0) / 1024);
}
