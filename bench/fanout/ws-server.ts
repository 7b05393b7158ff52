/**
 * Baseline of the fan-out bench: a bare `ws` server, the physical limit of broadcasting one text frame to many
 * WebSockets from one Node process. Sockets pick their room with `?room=<n>`. POST /payload sets the frame
 * once (the exact bytes of a real `cell:updated` packet); POST /broadcast?room=<n> sends it to every socket of
 * the room, then answers 204, as the app publishes before it answers the upload.
 */
import http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const rooms = new Map<number, Set<WebSocket>>();
let frame = Buffer.from('42["cell:updated",{}]');

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'POST' && url.pathname === '/payload') {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      frame = Buffer.concat(chunks);
      res.writeHead(204).end();
    });
    return;
  }
  if (req.method === 'POST' && url.pathname === '/broadcast') {
    req.resume();
    const room = rooms.get(Number(url.searchParams.get('room') ?? 0));
    // One frame, encoded once, written to every socket (as Socket.IO's adapter does with a room broadcast).
    if (room) for (const socket of room) socket.send(frame, { binary: false });
    res.writeHead(204).end();
    return;
  }
  res.writeHead(404).end();
});

const wss = new WebSocketServer({ server, perMessageDeflate: false });
wss.on('connection', (socket, req) => {
  const room = Number(new URL(req.url ?? '/', 'http://localhost').searchParams.get('room') ?? 0);
  let members = rooms.get(room);
  if (!members) rooms.set(room, (members = new Set()));
  members.add(socket);
  socket.on('close', () => members.delete(socket));
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`LISTENING http://127.0.0.1:${port}`);
});

process.on('SIGTERM', () => {
  for (const socket of wss.clients) socket.terminate();
  server.close(() => process.exit(0));
});
