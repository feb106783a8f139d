import QRCode from 'qrcode';

/**
 * The printable QR codes of the demo (`/table.html`): what a restaurant puts on each table and a hotel
 * in each room. Each code opens the widget's page with the location, the experience and the table or
 * room, which starts a table or room session in the widget (it expires after the business's
 * `order_expiration_minutes`). Generated on request so the codes name the address the sandbox is
 * served from.
 */

/** One printable code: who it is for, and the page it opens (relative to the sandbox's origin). */
export interface DemoQrCode {
  label: string;
  place: string;
  path: string;
}

/** The codes of the seeded businesses: tables of Trattoria Lumen (2003) and Coral (2103), rooms of Azure Bay (2101). */
export const DEMO_QR_CODES: readonly DemoQrCode[] = [
  ...[1, 2, 3, 12].map((table) => ({
    label: 'Trattoria Lumen, dine-in',
    place: `Table ${table}`,
    path: `/?restaurant=2003&experience=DINE_IN&table=${table}`,
  })),
  ...[5, 6].map((table) => ({
    label: 'Coral Restaurant (Azure Bay), dine-in',
    place: `Table ${table}`,
    path: `/hotel.html?hotel=511&restaurant=2103&experience=DINE_IN&table=${table}`,
  })),
  ...[101, 202, 303].map((room) => ({
    label: 'Azure Bay Resort, room service',
    place: `Room ${room}`,
    path: `/hotel.html?hotel=511&restaurant=2101&experience=ROOM_SERVICE&room=${room}`,
  })),
];

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The `/table.html` page for a sandbox served at `origin` (e.g. `http://127.0.0.1:4173`). */
export async function renderTablePage(origin: string): Promise<string> {
  const cards = await Promise.all(
    DEMO_QR_CODES.map(async (code) => {
      const url = new URL(code.path, origin).href;
      // Level M survives a smudged print; the SVG scales to any print size.
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return `<figure class="card" data-place="${escapeHtml(code.place)}">
      <div class="qr" role="img" aria-label="${escapeHtml(`QR code: ${code.place}, ${code.label}`)}">${svg}</div>
      <figcaption><strong>${escapeHtml(code.place)}</strong><br>${escapeHtml(code.label)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></figcaption>
    </figure>`;
    }),
  );
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Table and room QR codes · guest-ordering demo</title>
  <style>
    body { margin: 0; padding: 24px; font: 16px/1.5 system-ui, sans-serif; color: #0f172a; }
    h1 { font-size: 28px; margin-block: 0 8px; }
    p { color: #475569; max-inline-size: 60ch; }
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px; }
    .card { margin: 0; padding: 16px; border: 1px solid #e2e8f0; border-radius: 12px; break-inside: avoid; text-align: center; }
    .qr svg { inline-size: 180px; block-size: 180px; }
    figcaption a { font-size: 12px; word-break: break-all; color: #0e7490; }
    @media print { body { padding: 0; } p.screen-only { display: none; } }
  </style>
</head>
<body>
  <h1>Table and room QR codes</h1>
  <p class="screen-only">Print this page and put each code on its table or in its room. Scanning a code opens the menu for that
  table or room; the guest cannot change where the order goes, and the session ends after the business's
  order expiration (30 minutes in the sandbox), when the guest is asked to scan again.</p>
  <div class="grid">
    ${cards.join('\n    ')}
  </div>
</body>
</html>
`;
}
