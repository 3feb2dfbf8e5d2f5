// SMS through MSG91's Flow API (https://control.msg91.com/api/v5/flow), the way Indian shops send DLT
// transactional SMS: `authkey` header; body { template_id, sender, short_url, recipients: [{ mobiles, ...vars }] }
// where template_id is the shop's MSG91 template (created with its DLT template id), sender the DLT header,
// mobiles the number with its country code and no '+', and each variable named as in the template.
// MSG91 answers { type: 'success', message: <request id> } or { type: 'error', message: <why> }.
import 'server-only';
import { answerJson, failed, networkFailure, PROVIDER_TIMEOUT_MS, type ProviderAnswer } from './provider-answer';

export type Msg91Request = {
  authKey: string;
  apiBase: string;
  templateId: string;
  senderId: string;
  /** +91XXXXXXXXXX */
  to: string;
  vars: Readonly<Record<string, string>>;
};

export function msg91Body(request: Msg91Request): Record<string, unknown> {
  return {
    template_id: request.templateId,
    sender: request.senderId,
    short_url: '0',
    recipients: [{ mobiles: request.to.replace(/^\+/, ''), ...request.vars }],
  };
}

export async function sendViaMsg91(request: Msg91Request): Promise<ProviderAnswer> {
  if (!request.templateId) return failed('The SMS template id is not set (SMS_LOGIN_TEMPLATE_ID)');
  let response: Response;
  try {
    response = await fetch(`${request.apiBase}/api/v5/flow`, {
      method: 'POST',
      headers: { authkey: request.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(msg91Body(request)),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    return networkFailure('MSG91', error);
  }
  const answer = await answerJson(response);
  const message = typeof answer?.message === 'string' ? answer.message : '';
  if (response.ok && answer?.type === 'success' && message) return { ok: true, providerMessageId: `msg91:${message}` };
  return failed(`MSG91 refused the SMS (HTTP ${response.status}): ${message || 'no readable answer'}`);
}
