// Text PostgreSQL cannot store: U+0000 in text or jsonb (error 22021), and a lone UTF-16 surrogate, which
// JSON.stringify writes as an escape such as \ud800 that jsonb refuses (error 22P02) and that has no UTF-8
// form for a text column. Either reaching a query is a 500. Every JSON body and query is checked before a
// route runs (lib/server/http/unstorable-text.ts); what arrives another way (a multipart field, a CSV cell)
// is checked with these.
import { z } from 'zod';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why PostgreSQL would refuse this text, or null when it can store it. */
export function unstorableText(text: string): string | null {
  if (text.includes(NUL)) return INPUT_MESSAGES.nulByte;
  if (LONE_SURROGATE.test(text)) return INPUT_MESSAGES.loneSurrogate;
  return null;
}

/** A zod string that PostgreSQL can store: chain it before the field's own rules (`.pipe(...)`) or use as is. */
export const storableString = () =>
  z.string().superRefine((text, ctx) => {
    const why = unstorableText(text);
    if (why) ctx.addIssue({ code: 'custom', message: why });
  });
