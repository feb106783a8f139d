/*
 * The sandbox's Alipay page, where a REDIRECT payment sends the guest (the checkout answer's
 * redirect_url): /wallet/alipay.html?order={orderId}&payment={paymentId}&return_url={the shop's page}.
 * "Pay" asks POST /__sandbox/wallet/challenge { result: 'complete' } (SUCCESS at
 * transactions/{orderId}/{paymentId}); "Cancel and go back" { result: 'cancel' } (FAILURE 4244
 * CHALLENGE_DECLINED_BY_USER). Either way the guest is then sent back to `return_url` (http(s) only),
 * where the widget reads the outcome from the realtime database.
 */
(() => {
  'use strict';
  var params = new URLSearchParams(location.search);
  var problem = document.getElementById('problem');
  var buttons = [document.getElementById('pay'), document.getElementById('cancel')];

  function returnUrl() {
    try {
      const url = new URL(params.get('return_url') || '');
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    } catch {
      return null;
    }
  }

  function finish(result) {
    buttons.forEach((button) => {
      button.disabled = true;
    });
    fetch('/__sandbox/wallet/challenge', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order: params.get('order') || '', payment: params.get('payment') || '', result: result }),
    })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const back = returnUrl();
        if (back) location.assign(back);
        else problem.textContent = 'No page to go back to: close this tab.';
      })
      .catch((error) => {
        problem.textContent = `The payment could not be finished (${error.message}).`;
        buttons.forEach((button) => {
          button.disabled = false;
        });
      });
  }

  buttons[0].addEventListener('click', () => finish('complete'));
  buttons[1].addEventListener('click', () => finish('cancel'));
})();
