// @ts-check
// The shop's data is its owner's alone: the database (customers' addresses, password hashes), the secrets and
// the backups under DATA_DIR are readable by the user the shop runs as and nobody else. The server and every
// script set the umask 077, so what they create is 0600 (files) or 0700 (folders); a data folder left open by
// an older version, a copy or a restore is closed at start, with one line in the log.
//
// CommonJS with JSDoc types: scripts/start.mjs and scripts/serve.mjs load it as it is, before Next.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** What group and other may do: nothing. */
const OPEN_BITS = 0o077;
/** Entries a fix walks at most: far above a shop's data folder (its pictures, 10k files), and a bound. */
const MAX_ENTRIES = 2_000_000;

/** New files and folders of this process and its children: the owner's only. */
function keepNewFilesPrivate() {
  try {
    process.umask(OPEN_BITS);
  } catch {
    // A worker thread cannot set the umask; its process's holds.
  }
}

/**
 * Closes DIR and everything under it to group and other (symbolic links are left as they are: what they point
 * at is not ours to change). Answers how many entries were open.
 * @param {string} dir
 * @returns {number}
 */
function closeToOthers(dir) {
  let fixed = 0;
  let seen = 0;
  const pending = [dir];
  for (let next = pending.pop(); next !== undefined && seen < MAX_ENTRIES; next = pending.pop()) {
    seen += 1;
    let stat;
    try {
      stat = fs.lstatSync(next);
    } catch {
      continue; // removed meanwhile
    }
    if (stat.isSymbolicLink()) continue;
    if (stat.mode & OPEN_BITS) {
      try {
        fs.chmodSync(next, stat.mode & 0o7700 & ~OPEN_BITS);
        fixed += 1;
      } catch {
        // Not ours (another user's file): left for the owner to see in the count below.
      }
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(next)) pending.push(path.join(next, name));
    }
  }
  return fixed;
}

/**
 * The data folder, made if missing (0700), with everything under it closed to others; one log line when
 * something was open.
 * @param {string} dir
 * @param {(line: string) => void} [log]
 * @returns {number} how many entries were open
 */
function privateDataDir(dir, log = console.log) {
  keepNewFilesPrivate();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fixed = closeToOthers(dir);
  if (fixed) log(`> Closed ${fixed} files and folders under ${dir} to other users (mode 0600/0700, owner only)`);
  return fixed;
}

/**
 * The embedded database (PGlite) sets each file's mode to the one PostgreSQL asked for inside its own virtual
 * file system (0666: Emscripten's file system has no umask) with chmod after creating it, so the umask alone
 * leaves every table readable by every local user. Its chmod calls on paths under DIR keep the owner's bits only.
 * @param {string} dir
 */
function keepChmodPrivateUnder(dir) {
  const root = path.resolve(dir) + path.sep;
  const patched = /** @type {typeof fs.chmodSync & { privateRoots?: Set<string> }} */ (fs.chmodSync);
  if (patched.privateRoots) {
    patched.privateRoots.add(root);
    return;
  }
  const original = fs.chmodSync;
  const roots = new Set([root]);
  /** @type {typeof fs.chmodSync & { privateRoots?: Set<string> }} */
  const chmodSync = (file, mode) => {
    const inside = typeof file === 'string' && [...roots].some((r) => path.resolve(file).startsWith(r));
    return original(file, inside && typeof mode === 'number' ? mode & ~OPEN_BITS : mode);
  };
  chmodSync.privateRoots = roots;
  fs.chmodSync = chmodSync;
}

module.exports = { keepNewFilesPrivate, closeToOthers, privateDataDir, keepChmodPrivateUnder, OPEN_BITS };
