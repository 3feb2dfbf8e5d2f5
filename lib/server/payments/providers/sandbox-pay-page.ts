// The sandbox's hosted card page (/sandbox/pay), shown inside the dialog window.Razorpay opens. A complete
// HTML document of its own, like Razorpay's hosted checkout: the shop's header and footer do not belong in
// a payment window, and it needs no React. Everything from the query string is escaped.
import 'server-only';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import { formatRupees, paiseToRupees } from '@/lib/shared/money';
import { escapeHtml } from '@/lib/server/html';
import { SANDBOX_CARDS } from './sandbox-card';

export type SandboxPayPageInput = { orderId: string; amountPaise: number | null; name: string; description: string };

/** JSON inside a <script>: "<" is escaped so no value can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const groups = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

export function renderSandboxPayPage(input: SandboxPayPageInput): string {
  const amount = input.amountPaise === null ? '' : formatRupees(paiseToRupees(input.amountPaise));
  const config = {
    orderId: input.orderId,
    messages: { invalidCard: CHECKOUT_MESSAGES.invalidCard, somethingWrong: FAILURE_MESSAGES.somethingWrong },
  };
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Test payment</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#2c2c2c;background:#fff}
  main{padding:20px 24px}
  .banner{margin:0 0 16px;padding:10px 12px;border-radius:6px;background:#fff4e5;color:#663c00;font-weight:600}
  h1{margin:0;font-size:1.25rem}
  .muted{margin:4px 0 0;color:#5f6368}
  .amount{margin:16px 0;font-size:1.5rem;font-weight:700}
  label{display:block;font-weight:600;margin-bottom:6px}
  input{width:100%;padding:12px;font:inherit;letter-spacing:.06em;border:1px solid #9aa0a6;border-radius:6px}
  input:focus{outline:3px solid #3d9bb0;outline-offset:1px;border-color:#185b6c}
  input[aria-invalid=true]{border-color:#c62828}
  .error{min-height:1.5em;margin:6px 0 0;color:#c62828}
  .status{min-height:1.5em;margin:6px 0 0;color:#2e7d32}
  .hint{margin:12px 0 0;font-size:.875rem;color:#5f6368}
  .buttons{display:flex;gap:12px;margin-top:20px}
  button{flex:1;padding:12px;font:inherit;font-weight:600;border-radius:6px;cursor:pointer}
  button:focus-visible{outline:3px solid #3d9bb0;outline-offset:2px}
  button:disabled{opacity:.6;cursor:default}
  #pay{background:#185b6c;color:#fff;border:1px solid #185b6c}
  #cancel{background:#fff;color:#185b6c;border:1px solid #185b6c}
</style>
</head>
<body>
<main>
  <p class="banner" role="note">${escapeHtml(CHECKOUT_MESSAGES.testMode)}</p>
  <h1>${escapeHtml(input.name || 'Test payment')}</h1>
  ${input.description ? `<p class="muted">${escapeHtml(input.description)}</p>` : ''}
  ${amount ? `<p class="amount">Amount: ${escapeHtml(amount)}</p>` : ''}
  <form id="card-form" novalidate>
    <label for="card">Card number</label>
    <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="${groups(SANDBOX_CARDS.success)}" aria-describedby="card-error card-hint" autofocus>
    <p id="card-error" class="error" role="alert"></p>
    <p id="card-status" class="status" role="status"></p>
    <p id="card-hint" class="hint">Test cards: ${groups(SANDBOX_CARDS.success)} is paid; ${groups(SANDBOX_CARDS.declined)} is declined.</p>
    <div class="buttons">
      <button type="button" id="cancel">Cancel</button>
      <button type="submit" id="pay">Pay</button>
    </div>
  </form>
</main>
<script>
(function () {
  var config = ${scriptJson(config)};
  var form = document.getElementById('card-form');
  var input = document.getElementById('card');
  var error = document.getElementById('card-error');
  var status = document.getElementById('card-status');
  var pay = document.getElementById('pay');
  var cancel = document.getElementById('cancel');

  function tell(message) {
    message.source = 'sandbox-checkout';
    if (window.parent !== window) window.parent.postMessage(message, location.origin);
  }
  function busy(on) {
    pay.disabled = on;
    cancel.disabled = on;
  }
  function showError(text) {
    error.textContent = text;
    input.setAttribute('aria-invalid', text ? 'true' : 'false');
  }
  input.addEventListener('input', function () { showError(''); });
  cancel.addEventListener('click', function () { tell({ type: 'cancel' }); });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') { event.preventDefault(); tell({ type: 'cancel' }); }
  });
  // autofocus alone is ignored in a frame that loads after its window got focus.
  input.focus();
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    showError('');
    busy(true);
    fetch('/api/v1/payments/sandbox/pay', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ razorpay_order_id: config.orderId, card_number: input.value })
    })
      .then(function (response) {
        return response.json().catch(function () { return {}; }).then(function (body) { return { status: response.status, body: body }; });
      })
      .then(function (result) {
        if (result.status === 200) {
          status.textContent = 'Payment successful';
          tell({ type: 'success', payment: result.body });
        } else if (result.body && result.body.error && result.body.error.reason === 'payment_failed') {
          showError(result.body.error.description);
          tell({ type: 'failed', error: result.body.error });
        } else {
          busy(false);
          showError((result.body && result.body.message) || config.messages.somethingWrong);
          input.focus();
        }
      })
      .catch(function () {
        busy(false);
        showError(config.messages.somethingWrong);
      });
  });
})();
</script>
</body>
</html>`;
}
