// The one database schema, shared by PGlite and PostgreSQL, one file per domain. Money is integer paise; times
// are UTC. drizzle-kit reads this index (drizzle.config.ts); the app imports '@/lib/server/db/schema'.
import 'server-only';
export * from './settings-tables';
export * from './catalogue-tables';
export * from './accounts-tables';
export * from './mail-tables';
export * from './cart-tables';
export * from './orders-tables';
export * from './back-office-tables';
export * from './returns-tables';
export * from './pricing-tables';
export * from './tax-tables';
export * from './system-tables';
export * from './staff-permission-tables';
export * from './owner-alert-tables';
export * from './reviews-tables';
export * from './alert-tables';
export * from './shipping-tables';
export * from './exchange-tables';
export * from './messaging-tables';
export * from './consent-tables';
