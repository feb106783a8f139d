// The framed page: creates the widget with host-origin taken from the page's own query, before the
// module script upgrades it (classic scripts run first), so postMessage only ever targets that origin.
document.addEventListener('DOMContentLoaded', () => {
  const widget = document.createElement('guest-ordering');
  const hostOrigin = new URLSearchParams(location.search).get('hostOrigin');
  const attributes = { 'api-base': '/', 'publishable-key': 'pk_demo', 'business-id': '1001', 'product-id': 'demo', flow: 'RESTAURANT', routing: 'memory', 'is-iframe': 'true' };
  if (hostOrigin) attributes['host-origin'] = hostOrigin;
  for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value);
  document.body.append(widget);
});
