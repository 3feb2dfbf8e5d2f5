// What the WhatsApp routes take and answer: Meta's subscription check, the webhook's result, and the
// sandbox's stand-in for a buyer's reply.
import { z } from 'zod';
import { WHATSAPP_MESSAGES as M } from '@/lib/shared/messages/whatsapp';
import { normalizeIndianMobile } from '@/lib/shared/phone';

const param = z.string().max(512).optional();

/** GET /whatsapp/webhook?hub.mode=subscribe&hub.verify_token=…&hub.challenge=… */
export const whatsAppVerifyQuerySchema = z.object({
  'hub.mode': param,
  'hub.verify_token': param,
  'hub.challenge': param,
});

export const whatsAppWebhookResultSchema = z.object({
  received: z.literal(true),
  /** Inbound messages seen for the first time, and what each did. */
  replies: z.array(z.object({ message_id: z.string(), outcome: z.string() })),
  /** Inbound messages seen before (Meta delivers again until it hears 200). */
  duplicates: z.number().int(),
  /** Delivery statuses that moved a message on (the others were stale or for unknown messages). */
  statuses_applied: z.number().int(),
});

const phone = z
  .string()
  .max(32)
  .transform((value, ctx) => {
    const normal = normalizeIndianMobile(value);
    if (!normal) {
      ctx.addIssue({ code: 'custom', message: M.invalidFrom });
      return z.NEVER;
    }
    return normal;
  });

/** POST /whatsapp/sandbox/reply: the buyer's typed text, or the button they tapped on the message it answers. */
export const whatsAppSandboxReplySchema = z
  .object({
    from: phone,
    text: z.string().trim().min(1).max(4096).optional(),
    button_id: z.string().trim().min(1).max(256).optional(),
    context_message_id: z.string().trim().min(1).max(256).optional(),
  })
  .refine((reply) => reply.text !== undefined || reply.button_id !== undefined, {
    message: M.replyNeedsContent,
    path: ['text'],
  });
export type WhatsAppSandboxReply = z.output<typeof whatsAppSandboxReplySchema>;
