// The kiosk demo page's own script: runs before the widget's module, so the widget starts with the
// kiosk's address (`?deviceId=&restaurant=&experience=` unless the page was opened with its own, or
// with `?nodevice=1` to show a kiosk that was never given its device id). Then it plays the sandbox's
// card terminal simulator for this device (GET/POST /__sandbox/terminal).
(() => {
  const KIOSK = { deviceId: 'lobby-kiosk-1', restaurant: '2301', experience: 'KIOSK' };
  const url = new URL(location.href);
  const noDevice = url.searchParams.has('nodevice');
  if (!noDevice && !url.searchParams.has('state')) {
    for (const [name, value] of Object.entries(KIOSK)) if (!url.searchParams.has(name)) url.searchParams.set(name, value);
    history.replaceState(history.state, '', url);
  }
  let deviceId = url.searchParams.get('deviceId');
  if (!deviceId && url.searchParams.has('state')) {
    try {
      deviceId = JSON.parse(atob(url.searchParams.get('state'))).deviceId ?? null;
    } catch {
      deviceId = null;
    }
  }

  async function terminal(init) {
    const response = await fetch(`/__sandbox/terminal${init ? '' : `?device_id=${encodeURIComponent(deviceId)}`}`, init);
    return response.json();
  }

  document.addEventListener('DOMContentLoaded', () => {
    const status = document.getElementById('terminal-status');
    document.getElementById('device-id').textContent = deviceId ?? '(no device id)';
    const buttons = document.querySelectorAll('.terminal button');
    if (!deviceId) {
      status.textContent = 'This kiosk has no device id: it takes no orders.';
      for (const button of buttons) button.disabled = true;
      return;
    }
    async function refresh() {
      try {
        const { waiting } = await terminal();
        status.textContent = waiting ? `Waiting for a card: ${waiting.amount} ${waiting.currency} (order ${waiting.order})` : 'Waiting for an order…';
      } catch {
        status.textContent = 'The sandbox is not answering.';
      }
    }
    for (const button of buttons) {
      button.addEventListener('click', async () => {
        const answer = await terminal({
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ device_id: deviceId, result: button.dataset.result }),
        });
        status.textContent = answer.status ? `Terminal answered ${answer.status}` : `Nothing to pay at this terminal (${answer.message ?? 'no order'})`;
        setTimeout(refresh, 1500);
      });
    }
    refresh();
    setInterval(refresh, 2000);
  });
})();
