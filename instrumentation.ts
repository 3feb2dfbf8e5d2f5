// Runs once when a server process starts: open the database and apply pending migrations before the
// first request, so a bad DATABASE_URL or a data directory held by another process fails at boot.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDb } = await import('@/lib/server/db');
  await getDb();
  // Pending orders past their 30-minute hold expire and give their stock back, even when no one reads them.
  const { startExpirySweep } = await import('@/lib/server/orders/expiry');
  startExpirySweep();
}
