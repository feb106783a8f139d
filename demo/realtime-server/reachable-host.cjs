'use strict';
/**
 * firebase-server 1.1.0 answers every WebSocket with a handshake whose `h` (the host the client should
 * use from then on) is the database NAMESPACE, not a host. The Firebase client believes it and, after
 * any drop, reconnects to `ws://<namespace>/.ws`, which does not exist: realtime never comes back.
 * This wraps the server so the handshake announces the host the client actually reached (its `Host`
 * header, else the address the server listens on), and a reconnect goes to this same server.
 * Our own code, so node_modules stays untouched.
 */

/**
 * Rewrites a handshake frame's announced host to `host`; any other frame (data, acknowledgements,
 * fragment counts) comes back unchanged.
 * @param {string} payload one text frame as firebase-server sends it
 * @param {string} host `hostname:port` the client can reach
 * @returns {string}
 */
function announceHost(payload, host) {
  if (typeof payload !== 'string' || !payload.includes('"t":"h"')) return payload;
  let message;
  try {
    message = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (message?.t !== 'c' || !message.d || message.d.t !== 'h' || !message.d.d) return payload;
  message.d.d.h = host;
  return JSON.stringify(message);
}

/**
 * A subclass of firebase-server's class whose handshakes announce a reachable host. The base
 * constructor binds `this.handleConnection` to the `connection` event, so the override is what runs.
 * @param {typeof import('firebase-server')} FirebaseServer
 * @param {() => string} fallbackHost the `hostname:port` to announce when a request has no Host header
 */
function withReachableHost(FirebaseServer, fallbackHost) {
  return class ReachableFirebaseServer extends FirebaseServer {
    handleConnection(ws, request) {
      const host = request?.headers?.host || fallbackHost();
      const send = ws.send.bind(ws);
      ws.send = (data, ...rest) => send(announceHost(data, host), ...rest);
      return super.handleConnection(ws, request);
    }
  };
}

module.exports = { announceHost, withReachableHost };
