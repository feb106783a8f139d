// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtimeServer, type RealtimeProcess } from './realtime-process';

// The Firebase client reconnects, after any drop, to the host the server's handshake announced: it must
// be this server's own host:port, never the namespace (which is no host at all).

let realtime: RealtimeProcess;

beforeAll(async () => {
  realtime = await startRealtimeServer({ port: 0, namespace: 'handshake-test', log: () => {} });
}, 20_000);

afterAll(async () => {
  await realtime?.stop();
});

/**
 * Opens a WebSocket the way the Firebase client does and returns the handshake message (the server
 * sends a fragment count, then the message).
 */
async function handshake(url: string): Promise<{ t: string; d: { t: string; d: { h: string; v: string } } }> {
  const socket = new WebSocket(url);
  try {
    const frame = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no handshake in 5 s')), 5_000);
      socket.addEventListener('message', (event) => {
        const data = String(event.data);
        if (/^\d+$/.test(data)) return;
        clearTimeout(timer);
        resolve(data);
      });
      socket.addEventListener('error', () => {
        clearTimeout(timer);
        reject(new Error('socket error'));
      });
    });
    return JSON.parse(frame) as { t: string; d: { t: string; d: { h: string; v: string } } };
  } finally {
    socket.close();
  }
}

describe('realtime server handshake', () => {
  it('announces the host:port the client connected to, so a reconnect reaches the same server', async () => {
    const message = await handshake(`ws://127.0.0.1:${realtime.port}/.ws?ns=${realtime.namespace}&v=5`);
    expect(message.t).toBe('c');
    expect(message.d.t).toBe('h');
    expect(message.d.d.h).toBe(`127.0.0.1:${realtime.port}`);
    expect(message.d.d.h).not.toBe(realtime.namespace);
  });
});
