// The shop's own backups: one a day however many instances ask at once, the newest BACKUP_KEEP kept, a copy in
// BACKUP_S3_BUCKET (moto's S3 server, where installed), the dashboard's last-backup time and its warning, and
// the loopback endpoint `npm run backup` asks a running server through.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { getDb } from '@/lib/server/db';
import { backups } from '@/lib/server/db/schema';
import { callRoute } from '@/test-support/call-route';
import { createStaff } from '@/test-support/create-staff';
import { s3Available, startS3Server } from '@/test-support/s3-server';
import { describeWithService } from '@/test-support/service-suite';
import { GET as dashboardRoute } from '@/app/api/v1/admin/dashboard/route';
import { POST as backupRoute } from '@/app/api/internal/backup/route';
import { SOCKET_HEADER_ENV } from '@/lib/server/http/client-ip';
import { BACKUP_ENDPOINT_PATH, BACKUP_KEY_HEADER, backupKey } from './backup-endpoint';
import { claimDailyBackup } from './backup-records';
import { backupStatus } from './backup-status';
import { backupFileName, runDailyBackup } from './shop-backup';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'daily-backup-test-'));
process.env.DATA_DIR = path.join(work, 'data');
const dir = path.join(work, 'backups');

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
afterEach(() => {
  for (const name of ['BACKUP_DIR', 'BACKUP_KEEP', 'BACKUP_S3_BUCKET', SOCKET_HEADER_ENV]) delete process.env[name];
});

const listBackups = () =>
  fs
    .readdirSync(dir)
    .filter((name) => name.startsWith('shop-backup-'))
    .sort();

it('shows no backup as a warning on the dashboard, then the newest backup once there is one', async () => {
  const owner = await createStaff('owner');
  const before = await callRoute(dashboardRoute, '/api/v1/admin/dashboard', { headers: owner.cookieHeaders });
  expect(before.status).toBe(200);
  expect(before.body).toMatchObject({ last_backup_at: null, backup_overdue: true });

  process.env.BACKUP_DIR = dir;
  const outcome = await runDailyBackup();
  expect(outcome?.result.file).toMatch(/shop-backup-.*\.tar\.gz$/);
  const after = await callRoute(dashboardRoute, '/api/v1/admin/dashboard', { headers: owner.cookieHeaders });
  expect(after.body.backup_overdue).toBe(false);
  expect(Date.now() - Date.parse(after.body.last_backup_at)).toBeLessThan(60_000);
  expect(after.body.last_backup_location).toBe(outcome!.result.file);
  // Older than two days: the warning is back.
  const db = await getDb();
  expect((await backupStatus(db, new Date(Date.now() + 49 * 60 * 60 * 1000))).backup_overdue).toBe(true);
  expect((await backupStatus(db, new Date(Date.now() + 47 * 60 * 60 * 1000))).backup_overdue).toBe(false);
}, 60_000);

it('makes one backup per day however many instances ask at once, and keeps the newest BACKUP_KEEP', async () => {
  const db = await getDb();
  const claims = await Promise.all(Array.from({ length: 6 }, () => claimDailyBackup(db, '2031-01-05')));
  expect(claims.filter((id) => id !== null)).toHaveLength(1);

  process.env.BACKUP_DIR = dir;
  process.env.BACKUP_KEEP = '2';
  fs.mkdirSync(dir, { recursive: true });
  for (const day of ['2020-01-01', '2020-01-02', '2020-01-03'])
    fs.writeFileSync(path.join(dir, backupFileName(new Date(`${day}T03:00:00Z`))), 'old');
  fs.writeFileSync(path.join(dir, 'keep-me.txt'), 'not a backup');
  // Today's backup was made by the first test: another run today makes none.
  expect(await runDailyBackup()).toBeNull();
  await db.delete(backups).where(eq(backups.kind, 'daily'));
  const outcome = await runDailyBackup();
  expect(outcome).not.toBeNull();
  const kept = listBackups();
  expect(kept).toHaveLength(2);
  expect(kept[1]).toBe(path.basename(outcome!.result.file));
  expect(fs.existsSync(path.join(dir, 'keep-me.txt'))).toBe(true);
}, 60_000);

it('records a failed daily backup and does not try it again at once', async () => {
  const db = await getDb();
  await db.delete(backups).where(eq(backups.kind, 'daily'));
  const blocker = path.join(work, 'a-file');
  fs.writeFileSync(blocker, 'x');
  process.env.BACKUP_DIR = path.join(blocker, 'backups');
  await expect(runDailyBackup()).rejects.toThrow();
  const [row] = await db.select().from(backups).where(eq(backups.kind, 'daily'));
  expect(row.status).toBe('failed');
  expect(row.error).toBeTruthy();
  expect(await runDailyBackup()).toBeNull();
}, 60_000);

describeWithService("moto's S3 server (moto_server)", s3Available(), 'the daily backup to a bucket', () => {
  it('copies the daily backup into BACKUP_S3_BUCKET', async () => {
    const s3 = await startS3Server('shop-backups');
    const saved = { ...process.env };
    try {
      Object.assign(process.env, s3.env);
      delete process.env.S3_BUCKET; // pictures stay on disk; only the backups go to the bucket
      process.env.BACKUP_S3_BUCKET = s3.bucket;
      process.env.BACKUP_DIR = dir;
      await (await getDb()).delete(backups).where(eq(backups.kind, 'daily'));
      const outcome = await runDailyBackup();
      expect(outcome?.copiedTo).toBe(`s3://${s3.bucket}/backups/${path.basename(outcome!.result.file)}`);
      const client = new S3Client({
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      });
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'backups/' }));
      client.destroy();
      expect(listed.Contents?.map((item) => item.Key)).toEqual([`backups/${path.basename(outcome!.result.file)}`]);
      expect(listed.Contents?.[0].Size).toBe(fs.statSync(outcome!.result.file).size);
    } finally {
      for (const name of Object.keys(s3.env)) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      await s3.stop();
    }
  }, 60_000);
});

describe('the endpoint npm run backup asks a running server through', () => {
  const SOCKET = 'x-socket-address-test';
  const ask = (headers: Record<string, string>, to: unknown = path.join(work, 'asked.tar.gz')) =>
    callRoute(backupRoute, BACKUP_ENDPOINT_PATH, { method: 'POST', body: { to }, headers });

  it('answers only a caller on this machine that brings the key, as the missing route would', async () => {
    process.env[SOCKET_HEADER_ENV] = SOCKET;
    expect((await ask({ [SOCKET]: '127.0.0.1' })).status).toBe(404);
    expect((await ask({ [SOCKET]: '127.0.0.1', [BACKUP_KEY_HEADER]: 'wrong' })).status).toBe(404);
    expect((await ask({ [SOCKET]: '203.0.113.9', [BACKUP_KEY_HEADER]: backupKey() })).status).toBe(404);
    delete process.env[SOCKET_HEADER_ENV];
    expect((await ask({ [BACKUP_KEY_HEADER]: backupKey() })).status).toBe(404);
    expect(fs.existsSync(path.join(work, 'asked.tar.gz'))).toBe(false);
    // The key file is the owner's alone.
    expect(fs.statSync(path.join(process.env.DATA_DIR!, 'backup-key')).mode & 0o077).toBe(0);
  });

  it('writes the backup where it is told, and says what is wrong with a place it cannot write', async () => {
    process.env[SOCKET_HEADER_ENV] = SOCKET;
    const headers = { [SOCKET]: '::1', [BACKUP_KEY_HEADER]: backupKey() };
    const done = await ask(headers);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ file: path.join(work, 'asked.tar.gz'), tables: expect.any(Number) });
    expect(fs.statSync(done.body.file).size).toBe(done.body.bytes);
    const relative = await ask(headers, 'backup.tar.gz');
    expect(relative.status).toBe(400);
    expect(relative.body.error_code).toBe('VALIDATION_FAILED');
    const unwritable = await ask(headers, path.join(work, 'a-file', 'x.tar.gz'));
    expect(unwritable.body).toMatchObject({ error_code: 'VALIDATION_FAILED' });
    expect(unwritable.body.message).toMatch(/Could not write/);
  }, 60_000);
});
