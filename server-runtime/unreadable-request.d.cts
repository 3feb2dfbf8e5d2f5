// Types of unreadable-request.cjs.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

/** True when the path part of a request URL holds a percent-escape that does not decode to UTF-8 text. */
export function hasMalformedEscape(url: string | undefined): boolean;
/** True when a request carries a router state header Next would fail on; false when it has none or a sound one. */
export function hasUnreadableRouterState(headers: IncomingHttpHeaders): boolean;
/** Answers a request Next cannot read with a 400 (true); false, having written nothing, otherwise. */
export function refuseUnreadableRequest(req: IncomingMessage, res: ServerResponse): boolean;
