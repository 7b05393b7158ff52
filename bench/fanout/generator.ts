/**
 * Load generator of the fan-out bench: holds many client sockets (Socket.IO with the websocket transport, or
 * bare `ws` for the baseline), records when each receives the broadcast of the current round, and reports to
 * the parent over IPC. Runs as its own process, never inside the server's.
 */
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { sharedNow } from '../lib/clock';
import type { ClientMode, ClientSpec, GeneratorCommand, GeneratorReply } from './protocol';

interface Held {
  spec: ClientSpec;
  close: () => void;
}

const held: Held[] = [];
let disconnects = 0;
let stray = 0;
let closing = false;

interface Armed {
  round: number;
  room: number;
  expected: number;
  arrivals: number[];
  seen: Set<number>;
  sample: string | null;
}
let armed: Armed | null = null;

function send(reply: GeneratorReply) {
  process.send?.(reply);
}

function finishRound() {
  if (!armed) return;
  const { round, arrivals, expected, sample } = armed;
  armed = null;
  send({ type: 'round', round, arrivals, missing: expected - arrivals.length, sample });
}

/** A socket got the broadcast (payload already parsed, as the app's client would). */
function arrived(index: number, payload: () => string) {
  const at = sharedNow();
  const current = armed;
  const spec = held[index]?.spec;
  if (!current || !spec || spec.room !== current.room || current.seen.has(index)) {
    stray++;
    return;
  }
  if (!spec.record) return;
  current.seen.add(index);
  current.arrivals.push(at);
  if (current.sample === null) current.sample = payload();
  if (current.arrivals.length === current.expected) finishRound();
}

function connectSocketIo(url: string, spec: ClientSpec, index: number): Promise<Held> {
  return new Promise((resolve, reject) => {
    const socket: Socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: spec.auth,
      forceNew: true,
      reconnection: false,
      timeout: 120_000,
    });
    const held: Held = { spec, close: () => socket.disconnect() };
    socket.once('lobby:snapshot', () => resolve(held));
    socket.once('connect_error', (error: Error) => {
      socket.disconnect();
      reject(error);
    });
    socket.on('cell:updated', (update: unknown) => arrived(index, () => JSON.stringify(update)));
    socket.on('cells:updated', (updates: unknown) => arrived(index, () => JSON.stringify(updates)));
    socket.on('disconnect', () => {
      if (!closing) disconnects++;
    });
  });
}

/**
 * A Socket.IO client reduced to the protocol (Engine.IO 4 over a bare `ws` socket): open, connect the main
 * namespace with the auth, answer pings, and handle `cell:updated` exactly as the baseline's client handles its
 * frame (text → JSON.parse). The load generators share the machine's two cores with the server, so a heavier
 * client library on one side only would bill its own CPU to that side's latency; real phones each have their own.
 */
function connectSocketIoRaw(url: string, spec: ClientSpec, index: number): Promise<Held> {
  return new Promise((resolve, reject) => {
    const target = new URL('/socket.io/', url.replace(/^http/, 'ws'));
    target.searchParams.set('EIO', '4');
    target.searchParams.set('transport', 'websocket');
    const socket = new WebSocket(target, { perMessageDeflate: false });
    let ready = false;
    const fail = (error: Error) => {
      socket.terminate();
      reject(error);
    };
    socket.once('error', fail);
    socket.on('message', (data: WebSocket.RawData) => {
      const text = data.toString();
      if (text.startsWith('42["cell:updated",') || text.startsWith('42["cells:updated",')) {
        // A cell change: the uploader's own (at once) or a watching screen's batched frame.
        const parsed: unknown = JSON.parse(text.slice(2));
        arrived(index, () => JSON.stringify((parsed as unknown[])[1]));
      } else if (text === '2') {
        socket.send('3');
      } else if (text.startsWith('0{')) {
        socket.send(`40${JSON.stringify(spec.auth)}`);
      } else if (text.startsWith('44')) {
        fail(new Error(`connect_error ${text.slice(2)}`));
      } else if (!ready && text.startsWith('42["lobby:snapshot",')) {
        ready = true;
        resolve({ spec, close: () => socket.close() });
      }
    });
    socket.on('close', () => {
      if (!closing && ready) disconnects++;
    });
  });
}

function connectWs(url: string, spec: ClientSpec, index: number): Promise<Held> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    target.searchParams.set('room', String(spec.room));
    const socket = new WebSocket(target, { perMessageDeflate: false });
    socket.once('open', () => resolve({ spec, close: () => socket.close() }));
    socket.once('error', reject);
    socket.on('message', (data: WebSocket.RawData) => {
      // Parsed like Socket.IO's client parses its packet ("42" + JSON array), so both clients do the same work.
      const text = data.toString();
      const parsed: unknown = JSON.parse(text.slice(2));
      arrived(index, () => JSON.stringify((parsed as unknown[])[1]));
    });
    socket.on('close', () => {
      if (!closing) disconnects++;
    });
  });
}

async function connectAll(mode: ClientMode, urls: string[], clients: ClientSpec[], concurrency: number) {
  const started = performance.now();
  const handshakeMs: number[] = [];
  const errors: string[] = [];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < clients.length) {
      const index = next++;
      const spec = clients[index];
      const begun = performance.now();
      try {
        const url = urls[spec.node % urls.length];
        const connect =
          mode === 'socket.io'
            ? connectSocketIoRaw
            : mode === 'socket.io-client'
              ? connectSocketIo
              : connectWs;
        const socket = await connect(url, spec, index);
        held[index] = socket;
        handshakeMs.push(performance.now() - begun);
      } catch (error) {
        failed++;
        if (errors.length < 5) errors.push((error as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, clients.length) }, worker));
  send({
    type: 'connected',
    ok: clients.length - failed,
    failed,
    ms: performance.now() - started,
    handshakeMs,
    errors,
  });
}

process.on('message', (command: GeneratorCommand) => {
  switch (command.type) {
    case 'connect':
      void connectAll(command.mode, command.urls, command.clients, command.concurrency);
      break;
    case 'arm': {
      const expected = held.filter((h) => h && h.spec.room === command.room && h.spec.record).length;
      armed = {
        round: command.round,
        room: command.room,
        expected,
        arrivals: [],
        seen: new Set(),
        sample: null,
      };
      send({ type: 'armed', round: command.round });
      if (expected === 0) finishRound();
      break;
    }
    case 'collect':
      if (armed?.round === command.round) finishRound();
      break;
    case 'clock':
      send({ type: 'clock', id: command.id, now: sharedNow() });
      break;
    case 'stats': {
      const cpu = process.cpuUsage();
      send({
        type: 'stats',
        disconnects,
        stray,
        cpuMs: (cpu.user + cpu.system) / 1000,
        rssBytes: process.memoryUsage.rss(),
      });
      break;
    }
    case 'close':
      closing = true;
      for (const h of held) h?.close();
      send({ type: 'closed' });
      setTimeout(() => process.exit(0), 200);
      break;
  }
});

process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
