// Every message the shop sends by SMS or WhatsApp, in one place: its name at the provider, its variables (in
// the order the provider's {{1}}, {{2}}… take them), the text a buyer reads, and its buttons.
//
// WhatsApp: each is a message template the shop submits for Meta's approval under the same name and language,
// with the same body (the placeholders numbered in `vars` order). Reply buttons are quick-reply buttons whose
// payload is the button's id, so a tap comes back to the webhook as that id. `auth_code` is an authentication
// template: Meta fixes its text and gives it a copy-code button that carries the code.
//
// SMS: TRAI's TCCCPR has every commercial SMS to an Indian number sent under a DLT-registered sender ID
// (header) and a DLT-registered content template. `dltText` is the text to register (the {#var#} slots in
// `vars` order); the shop's MSG91 template, created with that DLT template id, is named by `templateIdEnv`.
import 'server-only';
import type { MessageButton } from '@/lib/server/db/schema';

export type TemplateCategory = 'AUTHENTICATION' | 'UTILITY' | 'MARKETING';

export type WhatsAppTemplate = {
  readonly category: TemplateCategory;
  readonly language: string;
  readonly vars: readonly string[];
  /** The body, {var} standing for each variable. */
  readonly body: string;
  /** Quick-reply buttons (id = payload). */
  readonly buttons: readonly MessageButton[];
  /** Authentication templates: the copy-code button, carrying the code (the first variable). */
  readonly copyCode?: true;
};

const COD_BUTTONS: readonly MessageButton[] = [
  { id: 'cod_confirm', title: 'Confirm order' },
  { id: 'cod_cancel', title: 'Cancel order' },
];

export const COPY_CODE_BUTTON: MessageButton = { id: 'copy_code', title: 'Copy code' };

export const WHATSAPP_TEMPLATES = {
  auth_code: {
    category: 'AUTHENTICATION',
    language: 'en',
    vars: ['code'],
    body: '{code} is your verification code. For your security, do not share this code.',
    buttons: [],
    copyCode: true,
  },
  order_confirmed: {
    category: 'UTILITY',
    language: 'en',
    vars: ['name', 'order_number', 'total', 'order_url'],
    body: 'Hello {name}, thank you for your order {order_number} of {total}. You can follow it here: {order_url}',
    buttons: [],
  },
  order_shipped: {
    category: 'UTILITY',
    language: 'en',
    vars: ['name', 'order_number', 'courier', 'tracking_url'],
    body: 'Hello {name}, your order {order_number} is on its way with {courier}. Track it here: {tracking_url}',
    buttons: [],
  },
  out_for_delivery: {
    category: 'UTILITY',
    language: 'en',
    vars: ['name', 'order_number'],
    body: 'Hello {name}, your order {order_number} is out for delivery today.',
    buttons: [],
  },
  order_delivered: {
    category: 'UTILITY',
    language: 'en',
    vars: ['name', 'order_number'],
    body: 'Hello {name}, your order {order_number} has been delivered. We hope you love it.',
    buttons: [],
  },
  refund_issued: {
    category: 'UTILITY',
    language: 'en',
    vars: ['name', 'order_number', 'amount'],
    body: 'Hello {name}, we have refunded {amount} for your order {order_number}.',
    buttons: [],
  },
  cod_confirmation: {
    category: 'UTILITY',
    language: 'en',
    vars: ['name', 'order_number', 'total'],
    body: 'Hello {name}, please confirm your cash-on-delivery order {order_number} of {total}.',
    buttons: COD_BUTTONS,
  },
  cod_confirmation_reminder: {
    category: 'UTILITY',
    language: 'en',
    vars: ['name', 'order_number', 'total'],
    body: 'Hello {name}, your cash-on-delivery order {order_number} of {total} is waiting for your confirmation.',
    buttons: COD_BUTTONS,
  },
  cart_reminder: {
    category: 'MARKETING',
    language: 'en',
    vars: ['name', 'cart_url'],
    body: 'Hello {name}, the pieces you chose are still in your cart: {cart_url} Reply STOP to stop these messages.',
    buttons: [],
  },
  /** The answer to a buyer's STOP (sent inside the service window their message opened), once per change. */
  whatsapp_stopped: {
    category: 'UTILITY',
    language: 'en',
    vars: [],
    body: 'You will get no more WhatsApp messages from us. Reply START to get order updates here again.',
    buttons: [],
  },
  /** The answer to START: order updates only (offers need the box ticked again on the profile). */
  whatsapp_started: {
    category: 'UTILITY',
    language: 'en',
    vars: [],
    body: 'You will get your order updates on WhatsApp again. Reply STOP at any time to stop them.',
    buttons: [],
  },
  /** A gift card's code, to a recipient the buyer named by mobile number (the card's one delivery there). */
  gift_card_code: {
    category: 'UTILITY',
    language: 'en',
    vars: ['name', 'from', 'amount', 'shop', 'code', 'expires_on', 'shop_url'],
    body:
      'Hello {name}, {from} has sent you a gift card of {amount} for {shop}. Your code: {code}. ' +
      'Use it at checkout until {expires_on}: {shop_url}',
    buttons: [],
  },
  /** A savings plan's instalment falls due within three days (sent where the buyer agreed to updates). */
  savings_instalment_due: {
    category: 'UTILITY',
    language: 'en',
    vars: ['name', 'amount', 'due_on', 'plan_url'],
    body: 'Hello {name}, your savings plan instalment of {amount} is due on {due_on}. Pay it here: {plan_url}',
    buttons: [],
  },
  owner_alert: {
    category: 'UTILITY',
    language: 'en',
    vars: ['alert'],
    body: 'Shop alert: {alert}',
    buttons: [],
  },
} as const satisfies Record<string, WhatsAppTemplate>;

export type WhatsAppTemplateName = keyof typeof WHATSAPP_TEMPLATES;

export type SmsTemplate = {
  readonly vars: readonly string[];
  readonly body: string;
  /** The content template as registered on the DLT platform. */
  readonly dltText: string;
  /** The environment variable naming the shop's MSG91 template (mapped there to the DLT template id). */
  readonly templateIdEnv: 'SMS_LOGIN_TEMPLATE_ID';
};

export const SMS_TEMPLATES = {
  sms_login_code: {
    vars: ['code', 'minutes'],
    body: '{code} is your login code. It expires in {minutes} minutes. Do not share it with anyone.',
    dltText: '{#var#} is your login code. It expires in {#var#} minutes. Do not share it with anyone.',
    templateIdEnv: 'SMS_LOGIN_TEMPLATE_ID',
  },
} as const satisfies Record<string, SmsTemplate>;

export type SmsTemplateName = keyof typeof SMS_TEMPLATES;

/** The DLT header the SMS sandbox names when SMS_SENDER_ID is unset. */
export const SANDBOX_SMS_SENDER_ID = 'SHOPIN';

export type TemplateVars = Readonly<Record<string, string | number>>;

// Meta refuses a parameter with a new line, a tab or more than four spaces in a row; an SMS operator's DLT
// scrubber refuses text that does not match the registered template. One line, single spaces, bounded.
const MAX_VALUE_LENGTH = 300;
function cleanValue(value: string | number): string {
  return String(value).replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE_LENGTH);
}

/** The variables in the template's order; a missing one is the caller's bug, never sent as a blank. */
export function orderedValues(name: string, vars: readonly string[], given: TemplateVars): string[] {
  return vars.map((key) => {
    const value = given[key];
    if (value === undefined || cleanValue(value) === '') throw new Error(`Template ${name} needs the variable ${key}`);
    return cleanValue(value);
  });
}

/** The body with each {var} filled in. */
export function renderBody(body: string, vars: readonly string[], values: readonly string[]): string {
  return vars.reduce((text, key, i) => text.replaceAll(`{${key}}`, values[i]), body);
}
