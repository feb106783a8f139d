// The React snippet of docs/embedding.md, running: a React app that renders <guest-ordering> and
// listens to its events. The widget's own module is loaded from the page (not bundled into this app).
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { defineGuestOrdering } from '/dist/index.js';

defineGuestOrdering();

function Ordering({ onEvent }) {
  const ref = useRef(null);
  useEffect(() => {
    const widget = ref.current;
    const types = ['cart-change', 'order-complete', 'close'];
    const listener = (event) => onEvent(event.type, event.detail);
    for (const type of types) widget.addEventListener(type, listener);
    return () => {
      for (const type of types) widget.removeEventListener(type, listener);
    };
  }, [onEvent]);
  // React (18 and 19 alike) passes these dash-named props as attributes to a custom element.
  return <guest-ordering ref={ref} api-base="/" publishable-key="pk_demo" business-id="1001" product-id="demo" flow="RESTAURANT" />;
}

function App() {
  const [events, setEvents] = useState([]);
  const [quantity, setQuantity] = useState(0);
  const onEvent = (type, detail) => {
    setEvents((list) => [...list, `${type} ${JSON.stringify(detail)}`]);
    if (type === 'cart-change') setQuantity(detail.quantity);
  };
  return (
    <main>
      <h1>A React app</h1>
      <p role="status">Items in the widget's cart: {quantity}</p>
      <Ordering onEvent={useStableCallback(onEvent)} />
      <h2>Events</h2>
      <pre role="log" aria-label="Events from the widget">
        {events.join('\n')}
      </pre>
    </main>
  );
}

/** The latest `callback`, behind a function that never changes (the listeners are added once). */
function useStableCallback(callback) {
  const latest = useRef(callback);
  latest.current = callback;
  const [stable] = useState(
    () =>
      (...args) =>
        latest.current(...args),
  );
  return stable;
}

createRoot(document.getElementById('app')).render(<App />);
