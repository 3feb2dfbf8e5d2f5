import { z } from 'zod';
import { MARKETING_MESSAGES as M } from '@/lib/shared/messages/marketing';

/** The signed token of a marketing mail's unsubscribe link (lib/server/marketing/unsubscribe.ts checks it). */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: M.invalidUnsubscribe }).min(1, M.invalidUnsubscribe).max(200, M.invalidUnsubscribe),
});

/** Where marketing mail's List-Unsubscribe header points; its POST is the one-click unsubscribe. */
export const UNSUBSCRIBE_PATH = '/api/v1/marketing/unsubscribe';
