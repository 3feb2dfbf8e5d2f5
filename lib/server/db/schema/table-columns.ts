// Column helpers every table file shares.
import 'server-only';
import { customType, timestamp } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
