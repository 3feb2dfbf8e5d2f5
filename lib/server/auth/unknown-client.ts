import 'server-only';
/**
 * The client of a request whose address nobody vouches for (`next start` on its own, Jest): every such caller
 * is the same client, so limits per client do not apply to it. lib/server/http/client-ip.ts answers it.
 */
export const UNKNOWN_CLIENT = 'local';
