// @ts-check
// Run by `npm ci` and `npm install` (the `prepare` script): points git at the hooks in .husky/ (Prettier and
// ESLint on the staged files before a commit, the subject's length of a commit message). Never fails an
// install: a copy without git (a tarball), or an install without the dev dependencies, simply gets no hooks.
import { existsSync } from 'node:fs';

if (!existsSync('.git')) {
  console.log('git hooks: not a git checkout, none installed');
} else {
  try {
    const { default: installHooks } = await import('husky');
    const problem = installHooks();
    console.log(problem ? `git hooks: not installed (${problem})` : 'git hooks: installed from .husky/');
  } catch (error) {
    console.log(`git hooks: not installed (${error instanceof Error ? error.message : String(error)})`);
  }
}
