// A stand-in for a business's accessibility overlay (the kind a UI configuration names as
// `accessibility_widget_url`): it adds one visible "Accessibility" button to the HOST page, outside
// the widget, that toggles larger text on the page. Loaded by the host page, never by the widget's
// shadow root.
(() => {
  if (document.querySelector('[data-demo-accessibility-widget]')) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Accessibility';
  button.setAttribute('data-demo-accessibility-widget', '');
  button.setAttribute('aria-pressed', 'false');
  button.style.cssText =
    'margin: 16px; padding: 8px 16px; font: inherit; border: 2px solid #1e3a8a; border-radius: 8px; background: #fff; color: #1e3a8a; cursor: pointer;';
  button.addEventListener('click', () => {
    const on = button.getAttribute('aria-pressed') !== 'true';
    button.setAttribute('aria-pressed', String(on));
    document.documentElement.style.fontSize = on ? '125%' : '';
  });
  document.body.append(button);
})();
