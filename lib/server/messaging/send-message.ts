// sendSms and sendWhatsApp: the one way the shop sends a message to a phone. The row is written first
// ('queued'); a dedupe key already used inserts nothing (`on conflict do nothing`), and the call answers null,
// so an event is messaged once however many instances see it. Then the provider is called outside any
// transaction and the row becomes 'sent' (with the provider's message id) or 'failed' (with the reason). A
// provider's failure never throws: the caller reads status 'failed' and may fall back to mail.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { inboundMessages, outboundMessages, type MessageButton } from '@/lib/server/db/schema';
import { normalizeIndianMobile } from '@/lib/shared/phone';
import { smsConfig, whatsAppConfig } from './messaging-config';
import { sendViaMeta } from './meta-whatsapp';
import { sendViaMsg91 } from './msg91-sms';
import { failed, type ProviderAnswer } from './provider-answer';
import {
  COPY_CODE_BUTTON,
  orderedValues,
  renderBody,
  SMS_TEMPLATES,
  WHATSAPP_TEMPLATES,
  type SmsTemplateName,
  type TemplateVars,
  type WhatsAppTemplateName,
} from './templates';

type Channel = 'sms' | 'whatsapp';
type Status = (typeof outboundMessages.$inferSelect)['status'];

export type SentMessage = { id: number; channel: Channel; status: Status; providerMessageId: string | null };

type SendInput<T> = {
  to: string;
  template: T;
  vars: TemplateVars;
  userId?: number | null;
  orderId?: number | null;
  dedupeKey?: string | null;
};

const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

function phoneOf(to: string): string {
  const phone = normalizeIndianMobile(to);
  if (!phone) throw new Error('A message can only be sent to an Indian mobile number');
  return phone;
}

/** The row, or null when the dedupe key was used before. */
async function claim(
  channel: Channel,
  input: SendInput<string>,
  phone: string,
  text: string,
  buttons: readonly MessageButton[],
): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .insert(outboundMessages)
    .values({
      channel,
      toPhone: phone,
      template: input.template,
      text,
      buttons: [...buttons],
      userId: input.userId ?? null,
      orderId: input.orderId ?? null,
      dedupeKey: input.dedupeKey ?? null,
      status: 'queued',
    })
    .onConflictDoNothing({ target: outboundMessages.dedupeKey })
    .returning({ id: outboundMessages.id });
  return row?.id ?? null;
}

async function settle(id: number, channel: Channel, answer: ProviderAnswer): Promise<SentMessage> {
  const db = await getDb();
  const values = answer.ok
    ? { status: 'sent' as const, providerMessageId: answer.providerMessageId, error: null }
    : { status: 'failed' as const, error: answer.error };
  await db
    .update(outboundMessages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(outboundMessages.id, id), eq(outboundMessages.status, 'queued')));
  return {
    id,
    channel,
    status: values.status,
    providerMessageId: answer.ok ? answer.providerMessageId : null,
  };
}

const sandboxId = (channel: Channel) => `${channel === 'sms' ? 'sms' : 'wamid'}.sandbox.${randomUUID()}`;

function logSandbox(channel: Channel, phone: string, text: string): void {
  if (process.env.NODE_ENV === 'test') return;
  // Like kept mail: in production only who and which channel, never a code.
  if (process.env.NODE_ENV === 'production') console.info(`[${channel}] to ${phone} (kept in the outbox, not sent)`);
  else console.info(`[${channel}] to ${phone} (kept in the outbox, not sent): ${text}`);
}

export async function sendSms(input: SendInput<SmsTemplateName>): Promise<SentMessage | null> {
  const phone = phoneOf(input.to);
  const template = SMS_TEMPLATES[input.template];
  const values = orderedValues(input.template, template.vars, input.vars);
  const text = renderBody(template.body, template.vars, values);
  const id = await claim('sms', input, phone, text, []);
  if (id === null) return null;
  const config = smsConfig();
  let answer: ProviderAnswer;
  if (config.mode === 'sandbox') {
    logSandbox('sms', phone, text);
    answer = { ok: true, providerMessageId: sandboxId('sms') };
  } else if (config.mode === 'off') {
    answer = failed(config.reason);
  } else {
    const vars = Object.fromEntries(template.vars.map((key, i) => [key, values[i]]));
    answer = await sendViaMsg91({
      ...config,
      templateId: config.templateIds[template.templateIdEnv] ?? '',
      to: phone,
      vars,
    });
  }
  return settle(id, 'sms', answer);
}

/** Whether the buyer wrote to the shop within the last 24 hours (WhatsApp's customer service window). */
async function inServiceWindow(phone: string): Promise<boolean> {
  const db = await getDb();
  const since = new Date(Date.now() - SERVICE_WINDOW_MS);
  const [row] = await db
    .select({ id: inboundMessages.id })
    .from(inboundMessages)
    .where(and(eq(inboundMessages.fromPhone, phone), gt(inboundMessages.createdAt, since)))
    .limit(1);
  return Boolean(row);
}

export async function sendWhatsApp(input: SendInput<WhatsAppTemplateName>): Promise<SentMessage | null> {
  const phone = phoneOf(input.to);
  const template = WHATSAPP_TEMPLATES[input.template];
  const values = orderedValues(input.template, template.vars, input.vars);
  const text = renderBody(template.body, template.vars, values);
  const shownButtons = 'copyCode' in template ? [COPY_CODE_BUTTON] : template.buttons;
  const id = await claim('whatsapp', input, phone, text, shownButtons);
  if (id === null) return null;
  const config = whatsAppConfig();
  let answer: ProviderAnswer;
  if (config.mode === 'sandbox') {
    logSandbox('whatsapp', phone, text);
    answer = { ok: true, providerMessageId: sandboxId('whatsapp') };
  } else if (config.mode === 'off') {
    answer = failed(config.reason);
  } else {
    answer = await sendViaMeta(config, {
      to: phone,
      name: input.template,
      template,
      values,
      text,
      buttons: template.buttons,
      inServiceWindow: await inServiceWindow(phone),
    });
  }
  return settle(id, 'whatsapp', answer);
}
