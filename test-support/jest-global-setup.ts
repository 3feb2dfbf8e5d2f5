// Once per Jest run, before any test file: the migrated database each file starts from, so a file's set-up
// copies it instead of running initdb and every migration again (test-support/jest-database.ts).
// PGlite: a snapshot file (DATABASE_URL=memory:///that/file). PostgreSQL (TEST_DATABASE_URL): a migrated
// database each file's own is created from with CREATE DATABASE ... TEMPLATE.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { TEMPLATE_ENV } from './jest-template-env';

function makeTemplate(kind: 'pglite' | 'postgres', where: string): void {
  const script = path.join(__dirname, 'make-db-template.ts');
  const result = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', script, kind, where], {
    cwd: path.join(__dirname, '..'),
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '' },
  });
  if (result.status !== 0) throw new Error(`making the tests' ${kind} template failed:\n${result.stderr}`);
}

export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const file = path.join(
      os.tmpdir(),
      `storefront-jest-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
    );
    makeTemplate('pglite', file);
    process.env[TEMPLATE_ENV.pgliteFile] = file;
    return;
  }
  const name = `storefront_template_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  makeTemplate('postgres', url.toString());
  process.env[TEMPLATE_ENV.postgresName] = name;
}
