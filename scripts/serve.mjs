// @ts-check
// The shop's HTTP server: Next's request handler behind Node's own http server, so route handlers can learn
// the caller's socket address (Next's route handlers never see the socket, and the x-forwarded-for Next fills
// in keeps whatever the caller wrote). `node scripts/serve.mjs` serves the production build; `--dev` runs
// the dev server the same way. PORT (default 3000) says where.
//
// The address travels in a request header whose name is random per process and reaches the app only through
// process.env (lib/server/http/client-ip.ts reads it): a caller cannot forge it, as they cannot know the
// name, and whatever they send under that name is replaced. An app started without this server simply finds
// no such header.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import dataDir from '../server-runtime/data-dir.cjs';
import diskMedia from '../server-runtime/disk-media.cjs';
import staticAssets from '../server-runtime/static-assets.cjs';
import preparedFiles from '../server-runtime/prepared-files.cjs';
import mediaKeys from '../server-runtime/media-keys.cjs';
import unreadableRequest from '../server-runtime/unreadable-request.cjs';
import listenHosts from '../server-runtime/listen-hosts.cjs';
import requestActivity from '../server-runtime/request-activity.cjs';
import apiErrorCodes from '../server-runtime/api-error-codes.cjs';
import privateFiles from '../server-runtime/private-files.cjs';
import databaseOutage from '../server-runtime/database-outage.cjs';

const dev = process.argv.includes('--dev');
// Set before Next loads: it reads NODE_ENV when its modules are first required (`next start` does the same).
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = dev ? 'development' : 'production';

const ROOT = path.resolve(import.meta.dirname, '..');
// What the server writes is its owner's only, and a data folder left open is closed (server-runtime/private-files.cjs).
privateFiles.privateDataDir(dataDir.dataDir());
const port = Number(process.env.PORT || 3000);
// LISTEN_HOST=0.0.0.0 when a load balancer on another machine sends the requests (docs/deploy.md); the
// default, localhost, is loopback on IPv4 and IPv6 alike (server-runtime/listen-hosts.cjs).
const hostname = process.env.LISTEN_HOST?.trim() || 'localhost';
// Idle keep-alive connections stay open 65 s (Node's default is 5 s). A load balancer in front keeps its own
// idle connections for 60 s (AWS's default) and must never send a request into a socket the shop has just
// closed, which it answers with a 502; a client reusing a connection after a few quiet seconds meets the
// same race as a reset socket.
const KEEP_ALIVE_MS = 65_000;

const SOCKET_HEADER = `x-socket-address-${randomBytes(16).toString('hex')}`;
// The name of the variable is shared with lib/server/http/client-ip.ts (SOCKET_HEADER_ENV).
process.env.STOREFRONT_SOCKET_HEADER = SOCKET_HEADER;
process.env.PORT = String(port);

const { default: next } = await import('next');
const app = next({ dev, dir: ROOT, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// Pictures on this machine's disk are plain files, prepared when stored: answered here, without Next's
// pipeline (server-runtime/disk-media.cjs). In a bucket (S3_BUCKET), Next's /media route reads them.
const serveDiskMedia = mediaKeys.mediaBucket() ? null : diskMedia.diskMediaServer(dataDir.mediaDir());

// The build's scripts and stylesheets, compressed when it was built (server-runtime/static-assets.cjs); the dev
// server builds them on demand, so Next answers them there.
const serveStaticAsset = dev ? null : staticAssets.staticAssetServer(path.join(ROOT, '.next', 'static'));

// The sitemap files and product feeds, compressed when the app prepares them, sent here because Next drops a
// route's Content-Encoding (server-runtime/prepared-files.cjs); the app names the build, as its routes would.
const servePreparedFile = preparedFiles.preparedFileServer();

let stopping = false;
/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
async function answer(req, res) {
  // Background work (the feeds prepared ahead) waits for a quiet moment between its steps.
  requestActivity.noteRequest(res);
  // While stopping, every answer closes its connection, so a load balancer moves to another instance.
  if (stopping) res.setHeader('Connection', 'close');
  // What Next cannot read it would answer with a bare 500 (server-runtime/unreadable-request.cjs).
  if (unreadableRequest.refuseUnreadableRequest(req, res)) return;
  if (serveStaticAsset && (await serveStaticAsset(req, res))) return;
  if (serveDiskMedia && (await serveDiskMedia(req, res))) return;
  if (await servePreparedFile(req, res)) return;
  // While the database is unreachable, pages get a 503 with Retry-After, never a 500 (server-runtime/database-outage.cjs).
  if (await databaseOutage.refusePageWhileDatabaseDown(req, res)) return;
  databaseOutage.answerPageOutageAs503(req, res);
  delete req.headers[SOCKET_HEADER];
  req.headers[SOCKET_HEADER] = req.socket.remoteAddress ?? '';
  handle(req, res).catch((error) => {
    console.error('[serve] request failed', error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        message: 'Something went wrong. Please try again.',
        error_code: apiErrorCodes.ERROR_CODES.internal,
      }),
    );
  });
}

function createServer() {
  const server = http.createServer(answer);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node wants the header timeout above the keep-alive one, or a slow first request on a reused socket is cut.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}

// One server per address (127.0.0.1 and ::1 for localhost), all answering alike.
const servers = await listenHosts.listenAll(createServer, port, listenHosts.listenHosts(hostname));
const where = servers.map((s) => /** @type {import('node:net').AddressInfo} */ (s.address()).address).join(', ');
console.log(`> Ready on http://${hostname}:${port} (listening on ${where})${dev ? ' (dev)' : ''}`);

/** Requests in flight get this long to finish after SIGTERM; then the process ends anyway. */
const DRAIN_MS = 10_000;

/** @param {NodeJS.Signals} signal */
function stop(signal) {
  if (stopping) process.exit(1);
  stopping = true;
  // GET /api/health answers 503 from now on (lib/server/health/shutdown.ts), so a load balancer stops sending.
  /** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('jewelry-storefront.stopping')] = true;
  console.log(
    `> ${signal}: finishing the requests in flight (at most ${DRAIN_MS / 1000} s), taking no new connections`,
  );
  const deadline = setTimeout(() => {
    console.error(`> Requests still running after ${DRAIN_MS / 1000} s; stopping anyway`);
    process.exit(1);
  }, DRAIN_MS);
  deadline.unref();
  // Stop listening; the callback comes once every connection is closed. Idle keep-alive connections are
  // closed now, and each busy one as soon as its answer is sent.
  const closeIdle = () => servers.forEach((server) => server.closeIdleConnections());
  const drained = setInterval(closeIdle, 50);
  Promise.all(servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined))))).then(() => {
    clearInterval(drained);
    // Let Next release what it holds, briefly; a second signal ends at once.
    Promise.race([app.close().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2_000))]).finally(
      () => process.exit(signal === 'SIGINT' ? 130 : 0),
    );
  });
  closeIdle();
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => stop(signal));
