import 'server-only';
export { getDb, closeDb } from './client';
export { tendEmbeddedDatabase, startEmbeddedMaintenance, vacuumAnalyze } from './maintenance';
export type { Database, Transaction, Executor } from './types';
export * as tables from './schema';
export { rowsOf } from './rows';
export { databaseTarget, dataDir, mediaDir } from './config';
export { tablesOf } from './copy-database';
export { migrate, migrationTags } from './migrate';
