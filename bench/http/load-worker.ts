/**
 * Load generator of the HTTP bench: runs autocannon in its own process (never the server's), sending the
 * given requests in rotation, and reports autocannon's figures to the parent over IPC.
 */
import autocannon from 'autocannon';
import type { LoadCommand, LoadReply } from './protocol';

function send(reply: LoadReply) {
  process.send?.(reply);
}

async function run(command: LoadCommand): Promise<void> {
  const { requests } = command;
  let next = 0;
  const usage = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: command.url,
    connections: command.connections,
    ...(command.amount ? { amount: command.amount } : { duration: command.duration }),
    ...(command.overallRate ? { overallRate: command.overallRate } : {}),
    timeout: 30,
    requests: [
      {
        // Each request takes the next entry of the rotation (a different device, a different player).
        setupRequest: (request) => {
          const r = requests[next++ % requests.length];
          return { ...request, method: r.method, path: r.path, headers: r.headers, body: r.body };
        },
      },
    ],
  });
  const cpu = process.cpuUsage(usage);
  // Wall time of the run: autocannon's own `duration` is whole seconds, too coarse for short fixed-amount runs.
  const durationS = (performance.now() - started) / 1000;
  send({
    type: 'result',
    rps: result.requests.total / durationS,
    total: result.requests.total,
    durationS,
    latency: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: result.latency.average,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    throughput: result.throughput.average,
    cpuMs: (cpu.user + cpu.system) / 1000,
  });
}

process.on('message', (command: LoadCommand | { type: 'close' }) => {
  if (command.type === 'close') process.exit(0);
  run(command).catch((error: unknown) => send({ type: 'error', message: String(error) }));
});
send({ type: 'ready' });
