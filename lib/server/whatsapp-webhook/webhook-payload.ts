// The part of Meta's webhook notification the shop reads: { object: 'whatsapp_business_account', entry: [{
// changes: [{ field: 'messages', value: { messages?: [...], statuses?: [...] } }] }] }. A buyer's message is
// typed text ({ type: 'text', text: { body } }), a template's quick-reply button ({ type: 'button', button:
// { payload, text } }) or an interactive reply button ({ type: 'interactive', interactive: { type:
// 'button_reply', button_reply: { id, title } } }); `context.id` names the shop's message it answers.
import 'server-only';
import { z } from 'zod';

const id = z.string().min(1).max(256);

const inboundSchema = z.object({
  id,
  from: z.string().min(1).max(32),
  type: z.string().max(64).optional(),
  text: z.object({ body: z.string().max(8192).optional() }).optional(),
  button: z.object({ payload: z.string().max(256).optional(), text: z.string().max(256).optional() }).optional(),
  interactive: z
    .object({
      type: z.string().max(64).optional(),
      button_reply: z.object({ id: z.string().max(256), title: z.string().max(256).optional() }).optional(),
      list_reply: z.object({ id: z.string().max(256), title: z.string().max(256).optional() }).optional(),
    })
    .optional(),
  context: z.object({ id: id.optional(), from: z.string().max(32).optional() }).optional(),
});

const statusSchema = z.object({
  id,
  status: z.string().max(32),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().max(512).optional() }))
    .max(20)
    .optional(),
});

export const whatsAppNotificationSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().max(64),
              value: z.object({
                messages: z.array(inboundSchema).max(1000).optional(),
                statuses: z.array(statusSchema).max(1000).optional(),
              }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

export type InboundMessage = z.output<typeof inboundSchema>;
export type StatusUpdate = z.output<typeof statusSchema>;

/** The button a message taps (template quick reply or interactive reply), or null for anything else. */
export function tappedButton(message: InboundMessage): string | null {
  return (
    message.button?.payload || message.interactive?.button_reply?.id || message.interactive?.list_reply?.id || null
  );
}

/** The words of the message: typed text, or the title of the button tapped. */
export function messageText(message: InboundMessage): string | null {
  return (
    message.text?.body ||
    message.button?.text ||
    message.interactive?.button_reply?.title ||
    message.interactive?.list_reply?.title ||
    null
  );
}
