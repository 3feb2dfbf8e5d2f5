// Types of malformed-path.cjs.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** True when the path part of a request URL holds a percent-escape that does not decode to UTF-8 text. */
export function hasMalformedEscape(url: string | undefined): boolean;
/** Answers a request whose path cannot be decoded with a 400 (true); false, having written nothing, otherwise. */
export function refuseMalformedPath(req: IncomingMessage, res: ServerResponse): boolean;
