// @ts-check
// Where the shop's HTTP server (scripts/serve.mjs) listens. LISTEN_HOST defaults to `localhost`, which means
// loopback on IPv4 AND IPv6: Node given 'localhost' looks the name up and listens on the first address alone
// (127.0.0.1 or ::1, whichever the resolver lists first), so a client reaching `localhost` by the other family
// is refused. Each loopback address gets its own listener instead. Any other value (0.0.0.0, ::, an address)
// is listened on as it is: the operator has said where the requests come from (docs/deploy.md).
//
// CommonJS with JSDoc types (checked by `npm run typecheck`): serve.mjs loads it as it is, with no compiler.
'use strict';

const LOOPBACK = ['127.0.0.1', '::1'];

/**
 * The addresses to listen on for a LISTEN_HOST value (unset or blank means localhost).
 * @param {string | undefined} value
 * @returns {string[]}
 */
function listenHosts(value) {
  const host = (value ?? '').trim() || 'localhost';
  return host === 'localhost' ? [...LOOPBACK] : [host];
}

/** A machine without IPv6 (a container started with it off) has no ::1 to listen on. */
const NO_SUCH_ADDRESS = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT']);

/**
 * @template {import('node:net').Server} S
 * @param {S} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<S>}
 */
function listenOne(server, port, host) {
  return new Promise((resolve, reject) => {
    /** @param {Error} error */
    const fail = (error) => reject(error);
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve(server);
    });
  });
}

/**
 * Starts one server from `createServer` per address, all on one port (port 0: the port the first one was
 * given). A second loopback address the machine does not have is skipped with a warning; any other failure
 * closes what was started and rejects.
 * @template {import('node:net').Server} S
 * @param {() => S} createServer
 * @param {number} port
 * @param {string[]} hosts
 * @returns {Promise<S[]>}
 */
async function listenAll(createServer, port, hosts) {
  /** @type {S[]} */
  const servers = [];
  let chosenPort = port;
  try {
    for (const host of hosts) {
      const server = createServer();
      try {
        await listenOne(server, chosenPort, host);
      } catch (caught) {
        const error = /** @type {NodeJS.ErrnoException} */ (caught);
        if (servers.length > 0 && LOOPBACK.includes(host) && NO_SUCH_ADDRESS.has(error?.code ?? '')) {
          console.warn(`> Not listening on ${host}: the machine has no such address (${error.code})`);
          continue;
        }
        throw error;
      }
      servers.push(server);
      chosenPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
    }
  } catch (error) {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))));
    throw error;
  }
  return servers;
}

module.exports = { listenHosts, listenAll };
