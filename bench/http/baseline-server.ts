/**
 * The HTTP bench's baseline: a bare Fastify server (no plugins, no database) whose routes answer with the same
 * objects our server answered in this run, serialized per request like ours. The difference to our server
 * is everything our routes add: authentication, validation, queries, presenters, security headers.
 *
 *   node --import tsx bench/http/baseline-server.ts <payloads.json>
 */
import fs from 'node:fs';
import Fastify from 'fastify';

interface Payloads {
  join: unknown;
  board: unknown;
  gallery: unknown;
}

const file = process.argv[2];
if (!file) throw new Error('usage: baseline-server.ts <payloads.json>');
const payloads = JSON.parse(fs.readFileSync(file, 'utf8')) as Payloads;

const app = Fastify({ logger: false });
app.post('/api/game/:code/join', async (request) => {
  // Parse the body like the real route does before answering.
  if (typeof (request.body as { name?: unknown } | null)?.name !== 'string') throw new Error('no name');
  return payloads.join;
});
app.get('/api/game/:code/board', async () => payloads.board);
app.get('/api/game/:code/gallery', async () => payloads.gallery);

const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`LISTENING ${url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
