#!/usr/bin/env node
/**
 * Starts the guest-ordering demo: the realtime database server, then the sandbox platform and the
 * demo pages on one port.
 *
 *   node demo/start.mjs [--port 4173] [--realtime-port 9000] [--data-dir .sandbox-data] [--dist-dir dist] [--fresh]
 *                       [--calculation-delay 200,400]
 *
 * The sandbox is TypeScript, loaded through tsx registered in-process.
 */
import { register } from 'tsx/esm/api';

const HELP = `Usage: node demo/start.mjs [--port 4173] [--realtime-port 9000] [--data-dir .sandbox-data] [--dist-dir dist] [--fresh]
                          [--calculation-delay 200,400]
  --port               sandbox API + demo pages (0 = any free port)
  --realtime-port      realtime database server (0 = any free port)
  --data-dir           where sandbox.sqlite is kept (orders survive restarts)
  --dist-dir           the built widget to serve at /dist/ (default dist)
  --fresh              reset the data to the seed before starting
  --calculation-delay  the range (ms) a cart's calculation takes to reach the realtime database
                       (default 200,400, a platform's pace; the e2e suite runs faster)`;

function parseArgs(argv) {
  const options = { port: 4173, realtimePort: 9000, dataDir: undefined, fresh: false };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    const port = () => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${flag} must be a port number`);
      return n;
    };
    switch (flag) {
      case '--port':
        options.port = port();
        break;
      case '--realtime-port':
        options.realtimePort = port();
        break;
      case '--data-dir':
        options.dataDir = value();
        break;
      case '--dist-dir':
        options.distDir = value();
        break;
      case '--fresh':
        options.fresh = true;
        break;
      case '--calculation-delay': {
        const range = value().split(',').map(Number);
        if (range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[0] > range[1]) {
          throw new Error(`${flag} must be two whole numbers of milliseconds, the smaller first (200,400)`);
        }
        options.calculationDelayMs = range;
        break;
      }
      case '-h':
      case '--help':
        console.log(HELP);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${argv[i]}\n${HELP}`);
    }
  }
  return options;
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

register();
const { startDemo } = await import('./sandbox/start-demo.ts');

let demo;
try {
  demo = await startDemo({ ...options, log: (message) => console.log(`[sandbox] ${message}`) });
} catch (error) {
  console.error(`guest-ordering demo failed to start: ${error.message}`);
  process.exit(1);
}

console.log(`guest-ordering demo: ${demo.url}`);
console.log(`sandbox console: ${demo.consoleUrl}`);
console.log(`realtime database: ${demo.realtime.url}?ns=${demo.realtime.namespace}`);

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the demo`);
  const force = setTimeout(() => process.exit(1), 5000);
  force.unref();
  await demo.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
