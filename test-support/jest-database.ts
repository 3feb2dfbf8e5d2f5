// Every test file runs against a database of its own: an in-memory PGlite by default, or, when
// TEST_DATABASE_URL names a PostgreSQL server, a fresh database created there and dropped afterwards.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import fs from 'node:fs';
import { closeDb } from '@/lib/server/db';
import { databaseWasOpened } from '@/lib/server/db/client';
import { TEMPLATE_ENV } from './jest-template-env';

const serverUrl = process.env.TEST_DATABASE_URL;
let createdDatabase: string | undefined;

async function admin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!serverUrl) {
    // A copy of the migrated snapshot the run made once (jest-global-setup.ts); a fresh one without it.
    const snapshot = process.env[TEMPLATE_ENV.pgliteFile];
    process.env.DATABASE_URL = snapshot ? `memory://${snapshot}` : 'memory://';
    return;
  }
  createdDatabase = `storefront_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[TEMPLATE_ENV.postgresName];
  await admin((c) => c.query(`CREATE DATABASE ${createdDatabase}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${createdDatabase}`;
  process.env.DATABASE_URL = url.toString();
});

afterAll(async () => {
  await closeDb();
  // npm test's first pass lists the files that used a database: its PostgreSQL pass runs those again, not every
  // file (scripts/test.mjs).
  const list = process.env[TEMPLATE_ENV.databaseTestList];
  if (list && databaseWasOpened()) fs.appendFileSync(list, `${expect.getState().testPath}\n`);
  if (createdDatabase) {
    const name = createdDatabase;
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
});
