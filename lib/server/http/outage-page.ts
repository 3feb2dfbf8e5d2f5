// The page sent, with 503 and Retry-After, for any page asked while the database is unreachable
// (server-runtime/database-outage.cjs). Plain HTML with no script, style sheet or picture: nothing it needs
// comes from the database, and it reloads itself when the shop should be back.
import 'server-only';
import { DATABASE_RETRY_AFTER_S } from '@/lib/server/db';
import { FAILURE_MESSAGES as F } from '@/lib/shared/messages/failure';

export const OUTAGE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_S * 2}"><meta name="robots" content="noindex">
<title>${F.outageHeading}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<main><h1>${F.outageHeading}</h1>
<p>${F.briefOutage}</p></main>
</body></html>
`;
