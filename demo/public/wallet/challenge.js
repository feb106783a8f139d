/*
 * The sandbox bank's 3-D Secure page (demo/README.md "Test cards"), the challenge_url of a payment
 * AWAITING_CONFIRMATION: /wallet/challenge.html?order={orderId}&payment={paymentId}. Its buttons ask
 * POST /__sandbox/wallet/challenge, and the sandbox writes the outcome at
 * transactions/{orderId}/{paymentId} in the realtime database, where the widget listens:
 *   "Complete authentication" -> SUCCESS (FAILURE 4236 for the 4000 0000 0000 4236 card);
 *   "Fail authentication"     -> FAILURE 4238 CARD_AUTHENTICATION_FAILED (the bank refused);
 * The page has no Cancel of its own: the widget's dialog around it has the one way out ("Cancel payment",
 * a transaction cancel). A bank whose page has its own cancel answers FAILURE 4244
 * CHALLENGE_DECLINED_BY_USER; the sandbox plays that with POST /__sandbox/wallet/challenge
 * { result: 'cancel' }.
 * It also tells the embedding window (origin-checked like the card fields) with the envelope
 * { source: 'go-wallet', v: 1, type: 'challenge-result', payload: { status } }; the widget needs only
 * the realtime event.
 */
(() => {
  'use strict';
  var params = new URLSearchParams(location.search);
  var order = params.get('order') || '';
  var payment = params.get('payment') || '';
  var buttons = [document.getElementById('complete'), document.getElementById('fail')];
  var result = document.getElementById('result');
  var problem = document.getElementById('problem');
  var details = document.getElementById('details');

  function originOf(url) {
    try {
      return new URL(url).origin;
    } catch {
      return null;
    }
  }
  var parentOrigin = (location.ancestorOrigins?.length ? location.ancestorOrigins[0] : null) || originOf(document.referrer);

  function disable(disabled) {
    buttons.forEach((button) => {
      button.disabled = disabled;
    });
  }

  function money(amount, currency) {
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency: currency }).format(amount);
    } catch {
      return `${amount} ${currency}`;
    }
  }

  var query = `?order=${encodeURIComponent(order)}&payment=${encodeURIComponent(payment)}`;
  fetch(`/__sandbox/wallet/challenge${query}`)
    .then((response) => response.json().then((body) => ({ ok: response.ok, body: body })))
    .then((answer) => {
      if (!answer.ok) {
        problem.textContent = 'This payment could not be found.';
        disable(true);
        return;
      }
      var b = answer.body;
      details.textContent = `Pay ${money(b.amount, b.currency)}${b.card ? ` with ${b.card.brand} •••• ${b.card.last4}` : ''}`;
      details.hidden = false;
      if (b.status !== 'AWAITING_CONFIRMATION') {
        result.textContent = 'This payment is no longer waiting for authentication.';
        disable(true);
      }
    })
    .catch(() => {
      /* the buttons still work */
    });

  function answer(outcome) {
    disable(true);
    problem.textContent = '';
    result.textContent = 'Contacting your bank…';
    fetch('/__sandbox/wallet/challenge', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order: order, payment: payment, result: outcome }),
    })
      .then((response) => response.json().then((body) => ({ ok: response.ok, body: body })))
      .then((reply) => {
        if (!reply.ok) {
          result.textContent = '';
          problem.textContent = 'This payment is no longer waiting for authentication.';
          return;
        }
        result.textContent =
          outcome === 'complete'
            ? 'Authentication sent. You can return to your order.'
            : outcome === 'cancel'
              ? 'Authentication cancelled.'
              : 'Authentication failed.';
        if (window.parent !== window && parentOrigin && parentOrigin !== 'null') {
          window.parent.postMessage({ source: 'go-wallet', v: 1, type: 'challenge-result', payload: { status: reply.body.status } }, parentOrigin);
        }
      })
      .catch(() => {
        result.textContent = '';
        problem.textContent = 'The bank could not be reached. Please try again.';
        disable(false);
      });
  }

  buttons[0].addEventListener('click', () => {
    answer('complete');
  });
  buttons[1].addEventListener('click', () => {
    answer('fail');
  });
})();
