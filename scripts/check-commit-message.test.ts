// The commit-msg hook (.husky/commit-msg runs this script on git's message file): a subject of at most 72
// characters, counted without git's comments and without fixup!/squash! prefixes; git's merge subjects pass.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'check-commit-message.mjs');
const dir = mkdtempSync(path.join(os.tmpdir(), 'commit-msg-'));
const x = (length: number) => 'x'.repeat(length);

/** The hook's exit code and what it printed, for a message as git writes it to the file. */
function hook(message: string): { code: number | null; said: string } {
  const file = path.join(dir, 'COMMIT_EDITMSG');
  writeFileSync(file, message);
  const result = spawnSync(process.execPath, [SCRIPT, file], { encoding: 'utf8' });
  return { code: result.status, said: result.stderr };
}

it('takes a subject of 71 or 72 characters and refuses one of 73, saying why', () => {
  expect(hook(`${x(71)}\n\nWhy.\n`)).toEqual({ code: 0, said: '' });
  expect(hook(`${x(72)}\n\nWhy.\n`)).toEqual({ code: 0, said: '' });
  expect(hook(`${x(73)}\n\nWhy.\n`)).toEqual({ code: 1, said: expect.stringMatching(/73 characters; keep it to 72/) });
});

it("reads the subject past git's comments and blank lines, and refuses an empty message", () => {
  expect(hook(`# Please enter the commit message\n\n${x(73)}\n`).code).toBe(1);
  expect(hook('# only comments\n\n')).toEqual({ code: 1, said: expect.stringMatching(/empty/) });
  expect(hook(`fixup! ${x(72)}\n`).code).toBe(0);
  expect(hook(`fixup! ${x(73)}\n`).code).toBe(1);
  expect(hook(`Merge branch 'feature' of a-long-remote-name into ${x(60)}\n`).code).toBe(0);
});
