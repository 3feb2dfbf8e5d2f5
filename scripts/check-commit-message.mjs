// @ts-check
// The commit-msg hook (.husky/commit-msg): a subject of 72 characters or fewer that says what changed, as the
// log is read in a terminal. Git's own merge subjects are left alone; fixup!/squash!/amend! prefixes are not
// counted, since they go when the commits are squashed.
import { readFileSync } from 'node:fs';

export const MAX_SUBJECT_LENGTH = 72;

/**
 * The problem with a commit message, or null when it is fine.
 * @param {string} message the message as git wrote it, comments included
 * @returns {string | null}
 */
export function commitMessageProblem(message) {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  const subject = (lines.find((line) => line.trim() !== '') ?? '').trimEnd();
  if (subject === '') return 'The commit message is empty.';
  if (/^Merge /.test(subject)) return null;
  const counted = subject.replace(/^((fixup|squash|amend)! )+/, '');
  if (counted.length > MAX_SUBJECT_LENGTH) {
    return `The subject is ${counted.length} characters; keep it to ${MAX_SUBJECT_LENGTH} and say the why in the body.`;
  }
  return null;
}

const file = process.argv[2];
if (file) {
  const problem = commitMessageProblem(readFileSync(file, 'utf8'));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
