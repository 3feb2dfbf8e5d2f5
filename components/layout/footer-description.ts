// The footer's company description: over 150 plain-text characters it is cut, and 'Show more' opens the rest.
import { FOOTER_DESCRIPTION_LIMIT } from '@/lib/shared/constants';
import { htmlToPlainText } from '@/lib/shared/plain-text';

export type FooterDescription = { text: string; truncated: boolean };

/** Counts characters as a reader sees them (code points), after the HTML is gone. */
export function cutDescription(html: string, limit: number = FOOTER_DESCRIPTION_LIMIT): FooterDescription {
  const characters = Array.from(htmlToPlainText(html));
  if (characters.length <= limit) return { text: characters.join(''), truncated: false };
  return { text: `${characters.slice(0, limit).join('').trimEnd()}...`, truncated: true };
}
