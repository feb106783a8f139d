import { describe, expect, it } from 'vitest';
import { DEMO_QR_CODES, renderTablePage } from './table-page';

describe('/table.html', () => {
  it('has one QR code (an SVG) per seeded table and room, each opening the widget at that place on this server', async () => {
    const html = await renderTablePage('http://127.0.0.1:4999');
    expect(html.match(/<svg /g)?.length).toBe(DEMO_QR_CODES.length);
    expect(html).toContain('href="http://127.0.0.1:4999/?restaurant=2003&amp;experience=DINE_IN&amp;table=12"');
    expect(html).toContain('href="http://127.0.0.1:4999/hotel.html?hotel=511&amp;restaurant=2101&amp;experience=ROOM_SERVICE&amp;room=101"');
    expect(DEMO_QR_CODES.filter((code) => code.path.includes('table=')).length).toBeGreaterThan(2);
    expect(DEMO_QR_CODES.filter((code) => code.path.includes('room=')).length).toBeGreaterThan(2);
  });
});
