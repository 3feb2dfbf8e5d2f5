// Removes what test-support/jest-global-setup.ts made.
import fs from 'node:fs';
import { Client } from 'pg';
import { TEMPLATE_ENV } from './jest-template-env';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_ENV.pgliteFile];
  if (file) fs.rmSync(file, { force: true });
  const name = process.env[TEMPLATE_ENV.postgresName];
  if (name && process.env.TEST_DATABASE_URL) {
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
}
