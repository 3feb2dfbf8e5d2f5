// Runs once when a server process starts: open the database and apply pending migrations before the
// first request, so a bad DATABASE_URL or a data directory held by another process fails at boot.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { processEnv, settingProblems } = await import('@/server-runtime/environment.cjs');
  if (processEnv().NEXT_PHASE === 'phase-production-build') return;
  // Every variable checked once against its schema: a refused value is named here, and its reader's fallback
  // applies as it always did.
  for (const problem of settingProblems()) console.warn(`[startup] environment variable ${problem}`);
  const { announceDatabaseOutage, getDb } = await import('@/lib/server/db');
  // While the database is unreachable the shop's server answers pages 503 (server-runtime/database-outage.cjs).
  const { OUTAGE_PAGE } = await import('@/lib/server/http/outage-page');
  announceDatabaseOutage(OUTAGE_PAGE);
  await getDb();
  await registerAccounts();
  // While the shop has no owner: the single-use link that creates the owner's account.
  const { issueOwnerSetupToken, ownerSetupLink } = await import('@/lib/server/staff/owner-setup');
  const setupToken = await issueOwnerSetupToken();
  if (setupToken)
    console.log(
      `Create the shop owner's account: ${ownerSetupLink(`http://localhost:${processEnv().PORT || '3000'}`, setupToken)}`,
    );
  // Say at start when checkout takes no money (the sandbox stands in for Razorpay).
  const { paymentStartupWarning } = await import('@/lib/server/payments/providers/payment-startup-warning');
  const paymentWarning = paymentStartupWarning();
  if (paymentWarning) console.warn(`[startup] ${paymentWarning}`);
  // Say at start when shared links would name a host shoppers do not use.
  const { siteUrlStartupWarning } = await import('@/lib/server/seo/site-url-warning');
  const siteWarning = siteUrlStartupWarning();
  if (siteWarning) console.warn(`[startup] ${siteWarning}`);
  // Pending orders past their 30-minute hold expire and give their stock back, even when no one reads them.
  const { startExpirySweep } = await import('@/lib/server/orders/expiry');
  startExpirySweep();
  // With SMTP: mail that is due (a retry after a refusal, or one whose instance died mid-send) goes out.
  const { startMailSweep } = await import('@/lib/server/mail/queued-mail');
  startMailSweep();
  // The owner's alerts no single change raises (low stock, rates not set, failed mail, the daily digest).
  const { startOwnerChecks } = await import('@/lib/server/owner-alerts/owner-checks');
  startOwnerChecks();
  // A week after delivery, each buyer is asked once to review what they received.
  const { startReviewInvitationSweep } = await import('@/lib/server/reviews/review-invitations');
  startReviewInvitationSweep();
  // Gift cards scheduled for a later day have their code made and mailed on that day.
  const { startGiftCardSweep } = await import('@/lib/server/gift-cards');
  startGiftCardSweep();
  // Price-drop and back-in-stock alerts that are due are mailed (once per shopper and piece a day).
  const { startAlertSweep } = await import('@/lib/server/alerts/alert-sweep');
  startAlertSweep();
  // Personal data past its retention period (lib/shared/retention.ts) is deleted, every hour.
  const { startRetentionSweep } = await import('@/lib/server/privacy/retention-sweep');
  startRetentionSweep();
  // Savings plans: the reminder three days before each instalment, plans whose last month lapsed matured, and
  // the owner's policy applied to money left past its redeem-by day.
  const { startSavingsSweep } = await import('@/lib/server/savings/savings-sweep');
  startSavingsSweep();
  // Courier parcels with no event for 48 hours are asked about, and COD remittances pulled once a day.
  const { startShippingSweeps } = await import('@/lib/server/shipping/cod-remittance');
  startShippingSweeps();
  // A products import cut off between its batches (the process died) is rolled back from its journal.
  const { startAbandonedImportSweep } = await import('@/lib/server/catalogue/import/import-undo');
  startAbandonedImportSweep();
  // The embedded database has no autovacuum: statistics and visibility are refreshed every few hours.
  const { startEmbeddedMaintenance } = await import('@/lib/server/db');
  startEmbeddedMaintenance();
  // A backup every day (one per day across instances), and the way `npm run backup` reaches this process.
  const { announceBackupEndpoint } = await import('@/lib/server/backup/backup-endpoint');
  announceBackupEndpoint();
  const { startDailyBackups } = await import('@/lib/server/backup/shop-backup');
  startDailyBackups();
  // The product feeds and sitemap files, prepared again in the background after each catalogue change.
  const { startPreparedFilesSweep } = await import('@/lib/server/http/prepared-sweep');
  startPreparedFilesSweep();
  // ... and sent compressed by the shop's HTTP server, which finds them through this (server-runtime/prepared-files.cjs).
  const { announcePreparedFiles } = await import('@/lib/server/http/prepared-lookup');
  announcePreparedFiles();
  // With REDIS_URL, connect to the shared cache now rather than on the first cached page.
  const { sharedCacheState } = await import('@/server-runtime/shared-cache-state.cjs');
  sharedCacheState();
}

/** Every failure of a page or a route: one caused by an unreachable database starts answering pages 503. */
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { failedForDatabase } = await import('@/lib/server/db');
  await failedForDatabase(error);
}

// Accounts: say at start when mail is kept instead of delivered (and where to read it, with its key), and check the code secret (a bad
// AUTH_SECRET fails here rather than at the first login). Warming the decoy hash keeps the first failed
// login with an unknown address as slow as every later one.
async function registerAccounts() {
  // Repeated here on purpose: the bundler drops these imports from the edge build only when the test sits in
  // the same function (argon2 has no edge build, and the edge instrumentation would not compile).
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ mailStartupWarning }, { serverSecret, secretStartupWarning }, { decoyPasswordHash }] = await Promise.all([
    import('@/lib/server/mail/mail-startup-warning'),
    import('@/lib/server/auth/server-secret'),
    import('@/lib/server/auth/passwords'),
  ]);
  // The mailbox line is printed as it is, so the link can be copied from the console whole.
  const mailbox = mailStartupWarning();
  if (mailbox) console.warn(mailbox);
  const secret = secretStartupWarning();
  if (secret) console.warn(`[startup] ${secret}`);
  serverSecret();
  await decoyPasswordHash();
}
