// WhatsApp through Meta's Cloud API: POST {base}/{phone-number-id}/messages with `Authorization: Bearer
// <token>`. Outside the 24-hour service window only approved templates may be sent: { type: 'template',
// template: { name, language: { code }, components } } with the body's parameters in order, a copy-code
// button (sub_type 'url', index '0') carrying an authentication template's code, and quick-reply buttons
// (sub_type 'quick_reply') whose payload is the button id. Inside the window (the buyer wrote within 24 hours)
// a message with reply buttons goes as an interactive button message instead. Meta answers
// { messages: [{ id: 'wamid…' }] }, or { error: { message, code, … } } with a 4xx/5xx status.
import 'server-only';
import type { MessageButton } from '@/lib/server/db/schema';
import { answerJson, failed, networkFailure, PROVIDER_TIMEOUT_MS, type ProviderAnswer } from './provider-answer';
import type { WhatsAppTemplate } from './templates';

export type MetaMessage = {
  /** +91XXXXXXXXXX */
  to: string;
  name: string;
  template: WhatsAppTemplate;
  values: readonly string[];
  /** The rendered body, sent as such inside the service window. */
  text: string;
  buttons: readonly MessageButton[];
  inServiceWindow: boolean;
};

type Json = Record<string, unknown>;

function templateComponents(message: MetaMessage): Json[] {
  const components: Json[] = [{ type: 'body', parameters: message.values.map((text) => ({ type: 'text', text })) }];
  if (message.template.copyCode)
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: message.values[0] }],
    });
  message.buttons.forEach((button, index) =>
    components.push({
      type: 'button',
      sub_type: 'quick_reply',
      index: String(index),
      parameters: [{ type: 'payload', payload: button.id }],
    }),
  );
  return components;
}

/** The request body Meta expects for this message. */
export function metaBody(message: MetaMessage): Json {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to.replace(/^\+/, '') };
  if (message.inServiceWindow && message.buttons.length > 0 && !message.template.copyCode) {
    return {
      ...base,
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: message.text },
        action: { buttons: message.buttons.map(({ id, title }) => ({ type: 'reply', reply: { id, title } })) },
      },
    };
  }
  return {
    ...base,
    type: 'template',
    template: {
      name: message.name,
      language: { code: message.template.language },
      components: templateComponents(message),
    },
  };
}

export async function sendViaMeta(
  config: { token: string; phoneNumberId: string; apiBase: string },
  message: MetaMessage,
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(metaBody(message)),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    return networkFailure('WhatsApp', error);
  }
  const answer = await answerJson(response);
  const messages = Array.isArray(answer?.messages) ? (answer.messages as Json[]) : [];
  const id = typeof messages[0]?.id === 'string' ? messages[0].id : '';
  if (response.ok && id) return { ok: true, providerMessageId: id };
  const error = (answer?.error ?? {}) as Json;
  const why = typeof error.message === 'string' ? error.message : 'no readable answer';
  const code = typeof error.code === 'number' ? ` (code ${error.code})` : '';
  return failed(`WhatsApp refused the message (HTTP ${response.status})${code}: ${why}`);
}
