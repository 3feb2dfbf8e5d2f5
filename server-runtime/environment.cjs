// @ts-check
// Every environment variable the shop reads, in one schema: its name, what a valid value looks like, its default
// and what it does. docs/configuration.md documents exactly these (tests/configuration-doc.test.ts); this module
// is the only place the runtime reads `process.env` (the lint rule in eslint.config.mjs refuses it elsewhere).
//
// CommonJS with JSDoc types, like the rest of server-runtime/: the cache handler and scripts/serve.mjs load it with
// no compiler, and lib/ imports it as it is, so the app and the server runtime share one definition.
//
// Values are read when asked for (`processEnv()`, `settingsFrom()`), never cached at load: a test sets a variable
// and then calls, and each reader keeps reading when it always did. `settingProblems()` validates the whole
// environment once at start (instrumentation.ts): a value the schema refuses is named in a warning, and the
// reader's own fallback still applies, so a start never fails on a value that used to be tolerated.
'use strict';

const { z } = require('zod');

/** Unset and blank are the same: the default applies. */
const blankless = (/** @type {unknown} */ value) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

/** @param {string} description */
const text = (description) => z.preprocess(blankless, z.string().optional()).describe(description);
/** @param {string} description @param {string} fallback */
const textOr = (description, fallback) => z.preprocess(blankless, z.string().default(fallback)).describe(description);
/** @param {string} description @param {number} fallback */
const count = (description, fallback) =>
  z.preprocess(blankless, z.coerce.number().int().min(1).default(fallback)).describe(description);
/** @param {string} description @param {RegExp} [scheme] @param {string} [schemes] */
const url = (description, scheme = /^https?:\/\//, schemes = 'http:// or https://') =>
  z.preprocess(blankless, z.string().regex(scheme, `must start with ${schemes}`).optional()).describe(description);
/** A switch: `1` turns it on, anything else leaves it off. @param {string} description */
const flag = (description) => z.preprocess(blankless, z.string().optional()).describe(description);

/** What the shop's owner sets (docs/configuration.md, "Environment variables"). */
const SHOP_SETTINGS = {
  PORT: count('where `npm start` serves', 3000),
  DATA_DIR: textOr('the embedded database and the drawn images', './.data'),
  DATABASE_URL: url(
    'postgres://… (a PostgreSQL server), memory:// or unset (PGlite)',
    /^(postgres(ql)?|memory):\/\//,
    'postgres://, postgresql:// or memory://',
  ),
  DATABASE_POOL_SIZE: count('connections per app instance on PostgreSQL', 10),
  REDIS_URL: url('the shared cache', /^rediss?:\/\//, 'redis:// or rediss://'),
  REDIS_KEY_PREFIX: textOr("the prefix of the shop's Redis keys", 'storefront'),
  REDIS_TIMEOUT_MS: count('how long a Redis command may take', 500),
  CACHE_MEMORY_MB: count('memory each instance keeps cached pages and reads in', 64),
  SERVER_HEAP_MB: count("the server's JavaScript heap limit (set by npm start)", 256),
  MALLOC_ARENA_MAX: count("glibc's memory arenas in the server's process (set by npm start)", 2),
  S3_BUCKET: text('the bucket that keeps the pictures'),
  S3_ENDPOINT: url('the S3-compatible service, for anything but AWS'),
  S3_REGION: text("the bucket's region"),
  S3_ACCESS_KEY_ID: text("the bucket's access key"),
  S3_SECRET_ACCESS_KEY: text("the bucket's secret key"),
  MEDIA_PUBLIC_URL: url('an https address serving the same files as /media/ (read by the build)'),
  PGLITE_SHARED_BUFFERS_MB: count("the embedded database's buffer pool", 16),
  DEPLOYMENT_ID: text('equal on every instance of one deploy'),
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: text('equal on every instance of one deploy (read by Next)'),
  LISTEN_HOST: textOr('the address scripts/serve.mjs listens on', 'localhost'),
  SMTP_URL: url(
    "the mail server for all of the shop's mail; unset, mail is kept",
    /^smtps?:\/\//,
    'smtp:// or smtps://',
  ),
  MAILBOX_KEY: text('the key of the kept-mail mailbox'),
  MAIL_FROM: text("sender address of the shop's mail"),
  AUTH_SECRET: z
    .preprocess(blankless, z.string().min(32).optional())
    .describe('key of the one-time-code HMACs, at least 32 characters'),
  TRUST_PROXY: z
    .preprocess(blankless, z.enum(['1', 'true', '0', 'false']).optional())
    .describe('1 behind a reverse proxy that sets X-Real-IP or X-Forwarded-For'),
  OTP_SENDS_PER_CLIENT_HOUR: count('one-time codes one client may have sent per hour', 20),
  ORDER_HOLD_CLIENT_FACTOR: count("how many accounts' worth of unpaid orders one client may hold", 3),
  SITE_URL: url("the shop's public origin"),
  RAZORPAY_KEY_ID: text("Razorpay's key id (with the secret: real card payments)"),
  RAZORPAY_KEY_SECRET: text("Razorpay's key secret"),
  PAYMENTS_SANDBOX: flag('1 opens the payment sandbox on a public SITE_URL'),
  RAZORPAY_WEBHOOK_SECRET: text('the secret of the Razorpay webhook'),
  RAZORPAY_API_BASE: url("where Razorpay's Orders API is called (default https://api.razorpay.com/v1)"),
  SANDBOX_KEY_SECRET: text("the payment sandbox's signing secret"),
  SANDBOX_WEBHOOK_SECRET: text("the payment sandbox's webhook secret"),
  SHIPPING_API_EMAIL: text("the courier aggregator's API account"),
  SHIPPING_API_PASSWORD: text("the courier aggregator's API password"),
  SHIPPING_API_TOKEN: text("the courier aggregator's API token"),
  SHIPPING_WEBHOOK_SECRET: text('the secret the aggregator signs its tracking webhook with'),
  SHIPPING_PICKUP_LOCATION: textOr("the pickup location's nickname", 'Primary'),
  SHIPPING_API_BASE: url("where the aggregator's API is called"),
  SHIPPING_SANDBOX: flag('1 keeps the courier sandbox open on a public SITE_URL'),
  SMS_PROVIDER_KEY: text("MSG91's authkey (real SMS; unset, the SMS sandbox)"),
  SMS_SENDER_ID: text('the DLT-registered sender ID (header) of the SMS'),
  SMS_LOGIN_TEMPLATE_ID: text("MSG91's template id of the login-code SMS (mapped to its DLT template id)"),
  SMS_API_BASE: url("where MSG91's API is called"),
  SMS_SANDBOX: flag('1 keeps the SMS sandbox open on a public SITE_URL'),
  WHATSAPP_TOKEN: text("the WhatsApp Cloud API's access token (real WhatsApp; unset, the sandbox)"),
  WHATSAPP_PHONE_NUMBER_ID: text("the WhatsApp business phone number's id"),
  WHATSAPP_APP_SECRET: text("the Meta app's secret, which signs the WhatsApp webhook"),
  WHATSAPP_VERIFY_TOKEN: text("the token Meta's webhook subscription check must bring"),
  WHATSAPP_API_BASE: url('where the WhatsApp Cloud API is called, with its version'),
  WHATSAPP_SANDBOX: flag('1 keeps the WhatsApp sandbox open on a public SITE_URL'),
  BACKUP_DIR: text('where the daily backup is written (default DATA_DIR/backups)'),
  BACKUP_DAILY: z.preprocess(blankless, z.enum(['on', 'off']).optional()).describe('off stops the daily backup'),
  BACKUP_KEEP: count('how many daily backups are kept', 7),
  BACKUP_S3_BUCKET: text('also copy each daily backup into this bucket'),
};

/** What the tools set for the shop, never its owner (docs/configuration.md, "Set by the tools"). */
const TOOL_SETTINGS = {
  NODE_ENV: text('development, production or test: set by Next, npm start and Jest'),
  NEXT_RUNTIME: text('nodejs or edge: set by Next in each of its runtimes'),
  NEXT_PHASE: text('phase-production-build while Next builds'),
  JEST_WORKER_ID: text('set by Jest in its workers'),
  STOREFRONT_SOCKET_HEADER: text("the header through which scripts/serve.mjs tells the app the caller's socket"),
  PICTURE_DOWNLOAD_TEST_ORIGIN: url('an origin the tests may download pictures from (NODE_ENV=test only)'),
  NEXT_BUILD_CACHE: text("off: the build skips Turbopack's file-system cache (CI)"),
  NEXT_BUILD_TYPECHECK: text('off: the build skips its type check (CI ran it)'),
};

const ENV_SCHEMA = z.object({ ...SHOP_SETTINGS, ...TOOL_SETTINGS });

/** @typedef {z.infer<typeof ENV_SCHEMA>} Settings */
/** @typedef {Record<string, string | undefined>} RawEnv */

/** The names the shop's owner may set, in the order docs/configuration.md gives them. */
const SHOP_VARIABLES = Object.keys(SHOP_SETTINGS);
/** The names the tools set. */
const TOOL_VARIABLES = Object.keys(TOOL_SETTINGS);

/**
 * The process's environment, as it is now. Readers that take an environment as a parameter (so a test can pass
 * its own) default to this.
 * @returns {NodeJS.ProcessEnv}
 */
function processEnv() {
  return process.env;
}

/**
 * Every variable parsed, with its default; a value the schema refuses throws, naming it.
 * @param {RawEnv} [source]
 * @returns {Settings}
 */
function settingsFrom(source = processEnv()) {
  const parsed = ENV_SCHEMA.safeParse(source);
  if (parsed.success) return parsed.data;
  throw new Error(`Invalid environment: ${settingProblems(source).join('; ')}`);
}

/**
 * One line per variable the schema refuses ("PORT: Too small: …"), none when all are valid.
 * @param {RawEnv} [source]
 * @returns {string[]}
 */
function settingProblems(source = processEnv()) {
  const parsed = ENV_SCHEMA.safeParse(source);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/**
 * The default of one variable, as documented (undefined when it has none).
 * @param {string} name
 * @returns {unknown}
 */
function defaultOf(name) {
  const field = /** @type {Record<string, z.ZodType>} */ (ENV_SCHEMA.shape)[name];
  return field ? field.parse(undefined) : undefined;
}

module.exports = { ENV_SCHEMA, SHOP_VARIABLES, TOOL_VARIABLES, processEnv, settingsFrom, settingProblems, defaultOf };
