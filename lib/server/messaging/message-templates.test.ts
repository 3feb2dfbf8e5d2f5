// The templates as Meta and the DLT platform will hold them: each variable appears in the body, buttons are
// within WhatsApp's limits (three quick replies, titles of at most 20 characters), the DLT text has one
// {#var#} per variable and reads like the body, and the names the issue lists are all there.
import { SMS_TEMPLATES, WHATSAPP_TEMPLATES, orderedValues, renderBody, type WhatsAppTemplate } from './templates';

const whatsapp = Object.entries(WHATSAPP_TEMPLATES) as [string, WhatsAppTemplate][];

describe('message templates', () => {
  it('list every template the shop sends', () => {
    expect(Object.keys(WHATSAPP_TEMPLATES).sort()).toEqual(
      [
        'auth_code',
        'cart_reminder',
        'cod_confirmation',
        'cod_confirmation_reminder',
        'gift_card_code',
        'order_confirmed',
        'order_delivered',
        'order_shipped',
        'out_for_delivery',
        'owner_alert',
        'refund_issued',
        'savings_instalment_due',
        'whatsapp_started',
        'whatsapp_stopped',
      ].sort(),
    );
    expect(Object.keys(SMS_TEMPLATES)).toEqual(['sms_login_code']);
  });

  it.each(whatsapp)('%s names each variable once in its body and keeps buttons within limits', (name, template) => {
    expect(name).toMatch(/^[a-z0-9_]{1,512}$/);
    for (const key of template.vars) expect(template.body.split(`{${key}}`)).toHaveLength(2);
    expect(template.body.replace(/\{[a-z_]+\}/g, '')).not.toMatch(/[{}]/);
    expect(template.buttons.length).toBeLessThanOrEqual(3);
    for (const button of template.buttons) expect(button.title.length).toBeLessThanOrEqual(20);
  });

  it('gives the COD templates the Confirm and Cancel buttons', () => {
    const ids = [
      { id: 'cod_confirm', title: 'Confirm order' },
      { id: 'cod_cancel', title: 'Cancel order' },
    ];
    expect(WHATSAPP_TEMPLATES.cod_confirmation.buttons).toEqual(ids);
    expect(WHATSAPP_TEMPLATES.cod_confirmation_reminder.buttons).toEqual(ids);
    expect(WHATSAPP_TEMPLATES.auth_code).toMatchObject({ category: 'AUTHENTICATION', copyCode: true });
  });

  it('registers the SMS text on DLT with one {#var#} per variable, in the body’s words', () => {
    const sms = SMS_TEMPLATES.sms_login_code;
    expect(sms.dltText.split('{#var#}')).toHaveLength(sms.vars.length + 1);
    const values = sms.vars.map(() => '{#var#}');
    expect(renderBody(sms.body, sms.vars, values)).toBe(sms.dltText);
  });

  it('folds a value onto one line and refuses a blank one', () => {
    expect(orderedValues('t', ['a', 'b'], { a: ' x\n\ty  ', b: 7 })).toEqual(['x y', '7']);
    expect(() => orderedValues('t', ['a'], { a: '  ' })).toThrow(/needs the variable a/);
  });
});
