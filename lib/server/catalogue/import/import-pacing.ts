// How a long import makes room for other requests: on PGlite (one connection) nothing else is answered while
// it works, so it yields between batches and between stretches of rows.
import 'server-only';

/** Lets other requests run between stretches of work on a large file. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A breath whenever `ms` of work have passed since the last one: loops over rows call it each time round. */
export function pacer(ms = 15): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < ms) return;
    await breathe();
    last = performance.now();
  };
}
