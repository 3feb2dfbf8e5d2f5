// Types of disk-media.cjs.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A handler for pictures in `mediaDir`; false, having written nothing, for what it does not answer itself. */
export function diskMediaServer(mediaDir: string): (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
