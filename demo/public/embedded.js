// The framed page: creates the widget before the module script upgrades it (classic scripts run
// first), with `host-origin` set to the one page allowed to frame it. That origin is fixed by this
// page, never read from its URL: a page that believed its own query string would post every order
// event to whichever site framed it with `?hostOrigin=https://that.site`, and take commands from it.
// A real integration writes its host's origin literally (`'https://hotel.example'`). The demo's host
// page (/iframe-host.html) is the same sandbox server under its other loopback name, so that is the
// origin here; the server also sends `frame-ancestors` with it, so no other site can frame this page.
const IFRAME_HOST_ORIGIN = `http://${location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}${location.port ? `:${location.port}` : ''}`;

// Run at the end of <body> (see embedded.html), before the module script: the widget is in the
// page when the loader looks for it, so a deep link (`?restaurant=&experience=`) is painted at once.
{
  const widget = document.createElement('guest-ordering');
  const attributes = {
    'api-base': '/',
    'publishable-key': 'pk_demo',
    'business-id': '1001',
    'product-id': 'demo',
    flow: 'RESTAURANT',
    routing: 'memory',
    'is-iframe': 'true',
    'host-origin': IFRAME_HOST_ORIGIN,
    // This page shows nothing but the widget: it may set the page's favicon from the UI configuration.
    'owns-page': 'true',
  };
  for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value);
  document.body.append(widget);
}
