/**
 * Where the join run's p99 comes from: a burst of new connections against a busy single-threaded server.
 *
 * A bare node:http server whose every request costs `--work-ms` of synchronous CPU (our join is ~1.3 ms, a bare
 * route ~0.25 ms), and a client in another process that opens `--connections` connections at once and sends
 * `--requests` requests on each, one after the other (what autocannon does in the join run). The script prints
 * when the server accepted each connection and the latency of each connection's first request against all the
 * later ones: nothing of our app is involved.
 *
 *   node --import tsx bench/http/accept-burst.ts [--connections 200] [--requests 15] [--work-ms 1.3] [--quick]
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { percentile } from '../lib/stats';

interface ClientReport {
  /** Per connection: ms from the burst's start to the first answer, and every later request's latency. */
  first: number[];
  later: number[];
  connectedBy: number;
}

/** The client process: opens every connection at once, then sends requests one after the other on each. */
function runClient(port: number, connections: number, requests: number) {
  const started = performance.now();
  const report: ClientReport = { first: [], later: [], connectedBy: 0 };
  let done = 0;
  for (let c = 0; c < connections; c++) {
    const socket = net.connect(port, '127.0.0.1');
    let answered = 0;
    let sentAt = performance.now();
    const send = () => {
      sentAt = performance.now();
      socket.write('POST /join HTTP/1.1\r\nHost: bench\r\nContent-Length: 2\r\n\r\n{}');
    };
    socket.once('connect', () => {
      report.connectedBy = Math.max(report.connectedBy, performance.now() - started);
      send();
    });
    socket.on('data', () => {
      const latency = performance.now() - sentAt;
      (answered === 0 ? report.first : report.later).push(latency);
      if (++answered < requests) return send();
      socket.end();
      if (++done === connections) process.send?.(report, () => process.exit(0));
    });
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string' },
      requests: { type: 'string' },
      'work-ms': { type: 'string' },
      quick: { type: 'boolean' },
    },
  });
  const quick = values.quick ?? false;
  const connections = Number(values.connections ?? (quick ? 20 : 200));
  const requests = Number(values.requests ?? (quick ? 3 : 15));
  const workMs = Number(values['work-ms'] ?? 1.3);

  const started = performance.now();
  const accepts: number[] = [];
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const until = performance.now() + workMs;
      while (performance.now() < until) {
        // the request's synchronous work (a SQLite transaction, a presenter, serialization)
      }
      response.end('{}');
    });
  });
  server.on('connection', () => accepts.push(performance.now() - started));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  const client = fork(
    fileURLToPath(import.meta.url),
    ['--client', String(port), String(connections), String(requests)],
    {
      execArgv: ['--import', 'tsx'],
    },
  );
  const report = await new Promise<ClientReport>((resolve, reject) => {
    client.once('message', (message) => resolve(message as ClientReport));
    client.once('exit', (code) => reject(new Error(`client exited with ${code} before reporting`)));
  });
  server.close();

  const firstAccept = Math.min(...accepts);
  const within = (ms: number) => accepts.filter((a) => a - firstAccept <= ms).length;
  const byValue = (a: number, b: number) => a - b;
  report.first.sort(byValue);
  report.later.sort(byValue);
  const all = [...report.first, ...report.later].sort(byValue);
  const fmt = (n: number) => n.toFixed(0);
  console.log(
    `accept burst: ${connections} connections x ${requests} requests, ${workMs} ms of work per request`,
  );
  console.log(`  the client saw every connection established within ${fmt(report.connectedBy)} ms`);
  console.log(
    `  the server accepted ${within(100)} of them within 100 ms of its first accept, ${within(1000)} within 1 s, ` +
      `the last after ${fmt(Math.max(...accepts) - firstAccept)} ms`,
  );
  console.log(
    `  first request of a connection: p50 ${fmt(percentile(report.first, 50))} ms, max ${fmt(report.first[report.first.length - 1])} ms; ` +
      `later requests: p50 ${fmt(percentile(report.later, 50))} ms, p99 ${fmt(percentile(report.later, 99))} ms; ` +
      `all: p99 ${fmt(percentile(all, 99))} ms`,
  );
  console.log(
    `RESULT accept-burst connections=${connections} requests=${requests} workMs=${workMs} ` +
      `accepted=${accepts.length} answered=${report.first.length + report.later.length} ` +
      `acceptedWithin100ms=${within(100)} lastAcceptMs=${fmt(Math.max(...accepts) - firstAccept)} ` +
      `firstMaxMs=${fmt(report.first[report.first.length - 1])} laterP99Ms=${fmt(percentile(report.later, 99))} ` +
      `allP99Ms=${fmt(percentile(all, 99))}`,
  );
}

if (process.argv[2] === '--client') {
  runClient(Number(process.argv[3]), Number(process.argv[4]), Number(process.argv[5]));
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
