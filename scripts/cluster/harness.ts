// The cluster test's harness: two production instances of one build, on two ports, sharing a PostgreSQL
// server, Redis and an S3 server on loopback (moto), with nginx in front where it is installed. Each instance
// has its own data folder, so nothing is shared through the disk. Needs PostgreSQL (CLUSTER_POSTGRES_URL, else
// TEST_POSTGRES_URL, else postgres://postgres@127.0.0.1:5432/test), Debian's redis-server (started here on a
// port of its own, so the test can stop and restart it) and moto_server; CI's machine has all three
// (.ci/run). It makes a database of its own and removes it at the end.
import { type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from '../lib/build-if-stale.mjs';
import { ROOT, run, SERVER_SCRIPT_FLAGS, spawnServer } from '../lib/run.mjs';
import { startS3Server } from '../../test-support/s3-server';
import { fakeSmtpServer, type FakeSmtpServer } from '../../test-support/fake-smtp';
import { reportAndExit, within } from './check';
import { startNginx, stopNginx } from './nginx';
import { redisOnItsOwnPort, type TestRedis } from './redis';

const PG_ADMIN =
  process.env.CLUSTER_POSTGRES_URL || process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
const PORTS = {
  a: Number(process.env.CLUSTER_PORT_A || 3210),
  b: Number(process.env.CLUSTER_PORT_B || 3211),
  lb: Number(process.env.CLUSTER_PORT_LB || 3212),
};

export type Instance = 'a' | 'b';

/**
 * The demo's pictures come out the same on every run. When the browser tests have drawn them and prepared
 * their widths (npm test runs those first), the seed starts from links to those files and only copies them to
 * the bucket, instead of drawing and encoding 593 pictures again (90 s of this test's 130 s). Run alone, it
 * draws them as a new shop does. Imported here, after the harness has set the environment the modules read.
 */
async function reuseDrawnDemoPictures(into: string): Promise<void> {
  const drawn = path.join(ROOT, process.env.E2E_DATA_DIR || '.data-e2e', 'media');
  if (!fs.existsSync(drawn)) return;
  const { DEFAULT_PRODUCT_COUNT } = await import('@/demo/catalogue/product-generator');
  const { demoMediaJobs } = await import('@/demo/seed-demo-shop');
  const { variantKeysOf } = await import('@/lib/server/media/picture-variants');
  let linked = 0;
  for (const { file } of demoMediaJobs(DEFAULT_PRODUCT_COUNT)) {
    for (const key of [file, ...variantKeysOf(file)]) {
      const from = path.join(drawn, key);
      if (!fs.existsSync(from)) continue;
      fs.mkdirSync(path.dirname(path.join(into, key)), { recursive: true });
      try {
        fs.linkSync(from, path.join(into, key));
      } catch {
        fs.copyFileSync(from, path.join(into, key)); // the test's folder is on another file system
      }
      linked++;
    }
  }
  console.log(`> ${linked} demo pictures and widths linked from ${path.relative(ROOT, drawn)}`);
}

/** What the checks reach: the instances, nginx, the services they share and the test's own folder. */
export type Cluster = {
  /** Each instance's address. */
  base: Record<Instance, string>;
  /** nginx's address; nothing answers there when `nginx` is null. */
  lb: string;
  nginx: ChildProcess | null;
  /** The running instances' processes, by name. */
  servers: Record<string, ChildProcess>;
  /** Starts an instance (again: a deploy), with its log appended to; `servers` then holds the new process. */
  start: (name: Instance) => ChildProcess;
  /** Resolves once the instance's GET /api/health answers 200; throws with its log after `limitMs`. */
  healthy: (name: Instance, limitMs?: number) => Promise<void>;
  /** The shared PostgreSQL server: its admin URL (the test's database is on it). */
  postgresAdminUrl: string;
  /** The test's folder: each instance's data folder and its log (`a.log`, `b.log`). */
  tmp: string;
  redis: TestRedis;
  smtp: FakeSmtpServer;
  sandboxKeySecret: string;
  sandboxWebhookSecret: string;
};

/** A response's status and its JSON body (null when it has none). */
export const json = async (response: Response) => ({
  status: response.status,
  body: await response.json().catch(() => null),
});

/**
 * Sets the cluster up, runs `checks` against it, takes it all down again and prints the report; exits 1 when a
 * check failed or the set-up or a check threw.
 */
export function runCluster(checks: (cluster: Cluster) => Promise<void>): void {
  withCluster(checks).catch((error: unknown) => {
    console.error(`\ntest:cluster failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  });
}

async function withCluster(checks: (cluster: Cluster) => Promise<void>): Promise<void> {
  const dbName = `cluster_${Date.now()}_${process.pid}`;
  const adminUrl = new URL(PG_ADMIN);
  const dbUrl = new URL(PG_ADMIN);
  dbUrl.pathname = `/${dbName}`;
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: adminUrl.toString() });
  // The database-restart check ends this connection: an error with no listener would end the test.
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);

  const redis = redisOnItsOwnPort(Number(process.env.CLUSTER_REDIS_PORT || 6391));
  await redis.start();
  const prefix = 'storefront';

  const s3 = await startS3Server('cluster-media');
  const smtp = await fakeSmtpServer();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-cluster-'));
  const servers: Record<string, ChildProcess> = {};
  const sandboxWebhookSecret = randomBytes(16).toString('hex');
  const sandboxKeySecret = randomBytes(16).toString('hex');

  // What every instance of one deploy shares (docs/deploy.md).
  const shared: Record<string, string> = {
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: prefix,
    ...s3.env,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SANDBOX_KEY_SECRET: sandboxKeySecret,
    SANDBOX_WEBHOOK_SECRET: sandboxWebhookSecret,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'shop@example.com',
    SITE_URL: `http://localhost:${PORTS.a}`,
    NEXT_TELEMETRY_DISABLED: '1',
    // Every buyer here comes from 127.0.0.1: let one address hold as many orders as 100 accounts (as the
    // browser tests do), so the limit per client does not stand in for the stock being gone.
    ORDER_HOLD_CLIENT_FACTOR: '100',
    // nginx in front (deploy/nginx.conf) sets X-Real-IP.
    TRUST_PROXY: '1',
    // The daily backup (a minute after start) would land in the middle of the checks; its claim by one
    // instance of several is tested in lib/server/backup/daily-backup.test.ts.
    BACKUP_DAILY: 'off',
  };
  Object.assign(process.env, shared, { DATA_DIR: path.join(tmp, 'script') });

  const cleanUp = async () => {
    for (const child of Object.values(servers)) if (child.exitCode === null) child.kill('SIGKILL');
    smtp.close();
    await s3.stop();
    const { closeDb } = await import('@/lib/server/db');
    await closeDb().catch(() => undefined);
    // On a connection of its own: the one above may have been ended by the database-restart check.
    const dropper = new Client({ connectionString: adminUrl.toString() });
    dropper.on('error', () => undefined);
    await dropper.connect().catch(() => undefined);
    await dropper.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await dropper.end().catch(() => undefined);
    await admin.end().catch(() => undefined);
    await redis.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  };

  try {
    console.log('== one build for both instances (it reads no database)');
    buildIfStale({ ...process.env, ...shared });
    console.log('== migrate and seed the shared database; the demo pictures go to the bucket');
    await reuseDrawnDemoPictures(path.join(tmp, 'seed', 'media'));
    run('node', [...SERVER_SCRIPT_FLAGS, 'scripts/prepare-db.ts'], {
      env: { ...process.env, ...shared, DATA_DIR: path.join(tmp, 'seed') },
    });

    const start = (name: Instance) => {
      const child = spawnServer(
        {
          ...process.env,
          ...shared,
          DATA_DIR: path.join(tmp, name),
          PORT: String(PORTS[name]),
          NODE_ENV: 'production',
        },
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const log = fs.createWriteStream(path.join(tmp, `${name}.log`), { flags: 'a' });
      child.stdout!.pipe(log);
      child.stderr!.pipe(log);
      servers[name] = child;
      return child;
    };
    start('a');
    start('b');
    const base = { a: `http://localhost:${PORTS.a}`, b: `http://localhost:${PORTS.b}` };
    const healthy = async (name: Instance, limitMs = 120_000) => {
      const ready = await within(limitMs, async () => (await fetch(`${base[name]}/api/health`)).status === 200);
      if (ready === null) {
        const log = fs.readFileSync(path.join(tmp, `${name}.log`), 'utf8').slice(-3000);
        throw new Error(`instance ${name} did not become healthy; its log:\n${log}`);
      }
    };
    for (const name of ['a', 'b'] as const) await healthy(name);
    const nginx = startNginx(tmp, PORTS);
    const lb = `http://localhost:${PORTS.lb}`;
    if (nginx && (await within(10_000, async () => (await fetch(`${lb}/api/health`)).status === 200)) === null) {
      throw new Error('nginx (deploy/nginx.conf) did not answer');
    }
    await checks({
      base,
      lb,
      nginx,
      servers,
      start,
      healthy,
      postgresAdminUrl: adminUrl.toString(),
      tmp,
      redis,
      smtp,
      sandboxKeySecret,
      sandboxWebhookSecret,
    });
  } finally {
    stopNginx();
    await cleanUp();
  }
  reportAndExit();
}
