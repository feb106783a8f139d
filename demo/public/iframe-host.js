// The host side of the iframe demo: frames the widget on the other loopback origin and records the
// envelopes it posts ({ source: 'guest-ordering', v: 1, type, payload }) after checking their origin.
const frameOrigin = location.hostname === 'localhost' ? `http://127.0.0.1:${location.port}` : `http://localhost:${location.port}`;
const frame = document.getElementById('ordering-frame');
// The framed page knows this page's origin by itself (see embedded.js): nothing to pass in its URL.
// A deep link to this page (`?restaurant=&experience=`) is passed on to the frame, which opens that menu.
const deepLink = new URLSearchParams();
for (const name of ['restaurant', 'experience']) {
  const value = new URLSearchParams(location.search).get(name);
  if (value) deepLink.set(name, value);
}
frame.src = `${frameOrigin}/embedded.html${deepLink.size ? `?${deepLink}` : ''}`;
window.hostMessages = [];
window.addEventListener('message', (event) => {
  if (event.origin !== frameOrigin) return;
  // The versioned envelope, and the older hosts' close message that follows every close.
  const isEnvelope = event.data?.source === 'guest-ordering';
  const isLegacyClose = event.data?.action === 'CLOSE' && event.data?.source === 'home';
  if (!isEnvelope && !isLegacyClose) return;
  window.hostMessages.push(event.data);
  document.getElementById('messages').textContent += isEnvelope
    ? `${event.data.type} ${JSON.stringify(event.data.payload)}\n`
    : `${JSON.stringify(event.data)}\n`;
});
// Closing the widget from the host: the one command a host sends (to the frame's exact origin).
window.closeWidget = () => frame.contentWindow.postMessage({ source: 'guest-ordering-host', v: 1, type: 'close' }, frameOrigin);
