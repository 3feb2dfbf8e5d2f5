// A LIKE / ILIKE pattern that finds the text anywhere, with LIKE's own characters (% _ \) taken literally.
import 'server-only';

export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
