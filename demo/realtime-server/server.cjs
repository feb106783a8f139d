#!/usr/bin/env node
/**
 * Local server speaking the Firebase Realtime Database protocol (firebase-server 1.1.0), for the
 * guest-ordering sandbox: the sandbox writes calculated carts at `carts/{cartId}` over REST, and the
 * widget's firebase 12 client listens with `databaseURL: 'http://127.0.0.1:PORT?ns=NS'`.
 *
 * Usage: node server.cjs [--port 9000] [--ns guest-ordering-demo]
 * `--port 0` picks a free port. Prints one line when listening:
 *   realtime-server ready http://127.0.0.1:PORT ns=NS
 * which demo/sandbox/realtime-process.ts waits for.
 */
'use strict';

const FirebaseServer = require('firebase-server');
const { withReachableHost } = require('./reachable-host.cjs');

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1] : fallback;
}

const port = Number(arg('port', process.env.REALTIME_PORT || '9000'));
const ns = arg('ns', process.env.REALTIME_NS || 'guest-ordering-demo');

// The handshake must name this server, or the client's reconnect after a drop goes nowhere.
const ReachableFirebaseServer = withReachableHost(FirebaseServer, () => `127.0.0.1:${server.getPort()}`);
const server = new ReachableFirebaseServer({ port, address: '127.0.0.1', rest: true }, ns);

// With `rest: true` the REST http server is also the websocket server's transport; getPort()
// throws until it listens, so announce readiness from its 'listening' event.
server.https.on('listening', () => {
  process.stdout.write(`realtime-server ready http://127.0.0.1:${server.getPort()} ns=${ns}\n`);
});
server.https.on('error', (error) => {
  process.stderr.write(`realtime-server failed: ${error?.message}\n`);
  process.exit(1);
});

// firebase-server ignores SIGTERM on its own (open firebase 8 handles keep the loop alive).
let closing = false;
function shutdown() {
  if (closing) return;
  closing = true;
  const force = setTimeout(() => process.exit(0), 1000);
  force.unref();
  // Keep-alive REST sockets would hold http.Server#close open.
  if (typeof server.https.closeAllConnections === 'function') server.https.closeAllConnections();
  server.close().then(
    () => process.exit(0),
    () => process.exit(0),
  );
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
// When the parent dies without signalling us (stdin pipe closes), go too.
if (process.env.REALTIME_EXIT_WITH_PARENT === '1') {
  process.stdin.on('end', shutdown);
  process.stdin.on('close', shutdown);
  process.stdin.resume();
}
