import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirBusyError } from './data-dir-lock';

describe('acquireDataDirLock', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  const dir = path.join(root, 'db');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('refuses a directory held by another live process with a clear message', () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(root, 'db.pid'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirBusyError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by process/);
  });

  it('takes over a lock left by a process that died, and releases it', () => {
    fs.writeFileSync(path.join(root, 'db.pid'), '999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(root, 'db.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(root, 'db.pid'))).toBe(false);
  });
});
