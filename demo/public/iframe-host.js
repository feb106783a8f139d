// The host side of the iframe demo: frames the widget on the other loopback origin and records the
// envelopes it posts ({ source: 'guest-ordering', v: 1, type, payload }) after checking their origin.
const frameOrigin = location.hostname === 'localhost' ? `http://127.0.0.1:${location.port}` : `http://localhost:${location.port}`;
const frame = document.getElementById('ordering-frame');
// The framed page knows this page's origin by itself (see embedded.js): nothing to pass in its URL.
frame.src = `${frameOrigin}/embedded.html`;
window.hostMessages = [];
window.addEventListener('message', (event) => {
  if (event.origin !== frameOrigin || event.data?.source !== 'guest-ordering') return;
  window.hostMessages.push(event.data);
  document.getElementById('messages').textContent += `${event.data.type} ${JSON.stringify(event.data.payload)}\n`;
});
