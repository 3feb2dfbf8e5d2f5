// The one database schema, shared by PGlite and PostgreSQL, one file per domain. Money is integer paise; times
// are UTC. drizzle-kit reads this index (drizzle.config.ts); the app imports '@/lib/server/db/schema'.
import 'server-only';
export * from './settings';
export * from './catalogue';
export * from './accounts';
export * from './mail';
export * from './cart';
export * from './orders';
export * from './back-office';
export * from './returns';
export * from './pricing';
export * from './tax';
export * from './system';
export * from './alerts';
