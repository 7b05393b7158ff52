/**
 * The floor of the photo journey: a bare page and a POST that reads its body and answers 204. The bench loads the
 * page under the phone profile and uploads the bytes the app's server stored, raw, from it (same origin).
 *
 *   node --import tsx bench/phone/sink-server.ts
 */
import http from 'node:http';

const page = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Sink</title></head><body><p>sink</p></body></html>`;

const server = http.createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/sink') {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => response.writeHead(200, { 'content-type': 'text/plain' }).end(String(bytes)));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  response.end(page);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`LISTENING http://127.0.0.1:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
