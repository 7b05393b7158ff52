/**
 * The web bench's baseline: the physical limit of a page on this machine and network model. A bare Node
 * server sends one small static HTML page (a heading and a paragraph, no script, no stylesheet); Lighthouse
 * audits it in the same run as the app's pages.
 *
 *   node --import tsx bench/web/baseline-page.ts
 */
import http from 'node:http';

const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Baseline page of the web benchmark." />
    <title>Baseline</title>
  </head>
  <body>
    <main><h1>Picture Bingo</h1><p>The smallest page this machine can serve.</p></main>
  </body>
</html>`;

const server = http.createServer((request, response) => {
  if (request.url === '/favicon.ico' || request.url === '/favicon.svg') {
    response.writeHead(204).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  response.end(html);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`LISTENING http://127.0.0.1:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
