// The sandbox's window.Razorpay, served at /sandbox/checkout.js: the same constructor and options as
// Razorpay's checkout.js, opening our hosted card page (/sandbox/pay) in a modal dialog. Plain ES5 so it
// runs as-is in any browser, and small. The card page reports back by postMessage, accepted only from
// our own origin and from the iframe this instance opened.
import 'server-only';
export const SANDBOX_CHECKOUT_SCRIPT_SOURCE = String.raw`(function () {
  'use strict';
  var SOURCE = 'sandbox-checkout';

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.order_id !== 'string' || !options.order_id) {
      throw new Error('Razorpay (sandbox): options.order_id is required');
    }
    this._options = options;
    this._callbacks = {};
    this._teardown = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this._callbacks[event] = this._callbacks[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._callbacks[event] || []).forEach(function (callback) {
      try { callback(payload); } catch (error) { setTimeout(function () { throw error; }); }
    });
  };

  Razorpay.prototype.open = function () {
    if (this._teardown) return;
    var self = this;
    var o = this._options;
    var prefill = o.prefill || {};
    var params = new URLSearchParams({
      order_id: o.order_id,
      amount: String(o.amount || ''),
      currency: o.currency || 'INR',
      name: o.name || '',
      description: o.description || '',
      email: prefill.email || ''
    });

    var overlay = document.createElement('div');
    overlay.setAttribute('data-sandbox-checkout', '');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;padding:12px';
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', 'Test payment');
    var accent = (o.theme && o.theme.color) || '#185b6c';
    dialog.style.cssText = 'width:420px;max-width:100%;height:600px;max-height:100%;background:#fff;border-radius:8px;overflow:hidden;box-shadow:0 12px 40px rgba(0,0,0,.35);border-top:4px solid ' + accent;
    var frame = document.createElement('iframe');
    frame.title = 'Test payment';
    frame.src = '/sandbox/pay?' + params.toString();
    frame.style.cssText = 'border:0;width:100%;height:100%;display:block';
    // Focus guards: tabbing past the card page's first or last control lands on one of these, inside the
    // dialog, which hands focus back to the card page instead of letting it reach the page behind.
    function guard() {
      var g = document.createElement('span');
      g.tabIndex = 0;
      g.addEventListener('focus', function () { frame.focus(); });
      return g;
    }
    dialog.appendChild(guard());
    dialog.appendChild(frame);
    dialog.appendChild(guard());
    overlay.appendChild(dialog);

    var previousFocus = document.activeElement;
    var previousOverflow = document.body.style.overflow;
    // The page behind is inert while the dialog is open: no focus, no clicks, hidden from screen readers.
    var madeInert = [];
    Array.prototype.forEach.call(document.body.children, function (element) {
      if (!element.hasAttribute('inert')) {
        element.setAttribute('inert', '');
        madeInert.push(element);
      }
    });

    // Focus stays in the dialog: whatever outside it gains focus hands it back to the card page.
    function onFocusIn(event) {
      if (!dialog.contains(event.target)) frame.focus();
    }
    function onKeyDown(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        finish('cancel');
      }
    }
    function onMessage(event) {
      if (event.origin !== location.origin || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || data.source !== SOURCE) return;
      if (data.type === 'success') finish('success', data.payment);
      else if (data.type === 'failed') finish('failed', data.error);
      else if (data.type === 'cancel') finish('cancel');
    }
    function finish(kind, payload) {
      self.close();
      if (kind === 'success') {
        if (typeof o.handler === 'function') {
          o.handler({
            razorpay_order_id: payload.razorpay_order_id,
            razorpay_payment_id: payload.razorpay_payment_id,
            razorpay_signature: payload.razorpay_signature
          });
        }
      } else if (kind === 'failed') {
        self._emit('payment.failed', { error: payload });
      } else if (o.modal && typeof o.modal.ondismiss === 'function') {
        o.modal.ondismiss();
      }
    }

    this._teardown = function () {
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('message', onMessage);
      if (overlay.parentNode) overlay.parentNode.removeChild(overlay);
      madeInert.forEach(function (element) { element.removeAttribute('inert'); });
      document.body.style.overflow = previousOverflow;
      if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus();
    };
    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('message', onMessage);
    frame.addEventListener('load', function () { frame.focus(); });
    document.body.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    frame.focus();
  };

  Razorpay.prototype.close = function () {
    if (!this._teardown) return;
    var teardown = this._teardown;
    this._teardown = null;
    teardown();
  };

  window.Razorpay = Razorpay;
})();
`;
