/**
 * Load generator of the 5,000-player bench (bench/fanout/crowd.ts): holds phone, watcher and host sockets (the
 * Socket.IO protocol over bare `ws`, as bench/fanout/generator.ts speaks it) or bare `ws` baseline sockets, and
 * records when each receives what it must see. Runs as its own process; reports over IPC.
 */
import WebSocket from 'ws';
import { sharedNow } from '../lib/clock';
import type { CrowdClient, CrowdCommand, CrowdReply, CrowdRecords } from './crowd-protocol';

let closing = false;
const sockets: WebSocket[] = [];
const records: CrowdRecords = {
  joins: [],
  start: [],
  own: [],
  frames: [],
  foreign: 0,
  disconnects: 0,
  frameCount: 0,
  sample: null,
  baseline: [],
};

function send(reply: CrowdReply) {
  process.send?.(reply);
}

interface CellUpdate {
  playerId: string;
  cell: { idx: number };
}

/** One app socket: records what its kind must see, and counts what a phone must not see. */
function connectApp(url: string, client: CrowdClient): Promise<void> {
  return new Promise((resolve, reject) => {
    const target = new URL('/socket.io/', url.replace(/^http/, 'ws'));
    target.searchParams.set('EIO', '4');
    target.searchParams.set('transport', 'websocket');
    const socket = new WebSocket(target, { perMessageDeflate: false });
    let ready = false;
    let started = false;
    const fail = (error: Error) => {
      socket.terminate();
      reject(error);
    };
    socket.on('error', (error) => (ready ? undefined : fail(error)));
    socket.on('message', (data: WebSocket.RawData) => {
      const text = data.toString();
      const at = sharedNow();
      if (text === '2') return socket.send('3');
      if (text.startsWith('0{')) return socket.send(`40${JSON.stringify(client.auth)}`);
      if (text.startsWith('44')) return fail(new Error(`connect_error ${text.slice(2)}`));
      if (!text.startsWith('42[')) return;
      if (text.startsWith('42["lobby:snapshot",')) {
        if (!ready) {
          ready = true;
          sockets.push(socket);
          resolve();
        }
        return;
      }
      if (text.startsWith('42["players:joined",')) {
        if (client.kind !== 'host') return;
        const [, players] = JSON.parse(text.slice(2)) as [string, { id: string }[]];
        for (const p of players) records.joins.push([client.id, p.id, at]);
        return;
      }
      if (text.startsWith('42["game:updated",')) {
        if (!started && client.kind !== 'host' && text.includes('"status":"ACTIVE"')) {
          started = true;
          records.start.push(at);
        }
        return;
      }
      if (text.startsWith('42["cell:updated",')) {
        const [, update] = JSON.parse(text.slice(2)) as [string, CellUpdate];
        if (update.playerId !== client.playerId) records.foreign++;
        // A watcher is a second socket of the same player: the phone's arrival is the one that counts.
        else if (client.kind === 'phone') records.own.push([`${update.playerId}:${update.cell.idx}`, at]);
        return;
      }
      if (text.startsWith('42["cells:updated",')) {
        if (client.kind === 'phone') {
          records.foreign++;
          return;
        }
        records.frameCount++;
        if (records.sample === null) records.sample = text;
        const [, updates] = JSON.parse(text.slice(2)) as [string, CellUpdate[]];
        for (const u of updates) records.frames.push([client.id, `${u.playerId}:${u.cell.idx}`, at]);
      }
    });
    socket.on('close', () => {
      if (!closing && ready) records.disconnects++;
    });
  });
}

/** One bare `ws` baseline socket: records the arrival time of every frame. */
function connectBaseline(url: string, index: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const target = new URL(url.replace(/^http/, 'ws'));
    target.searchParams.set('room', '0');
    const socket = new WebSocket(target, { perMessageDeflate: false });
    const arrivals: number[] = [];
    records.baseline[index] = arrivals;
    socket.once('open', () => {
      sockets.push(socket);
      resolve();
    });
    socket.on('error', reject);
    socket.on('message', (data: WebSocket.RawData) => {
      const at = sharedNow();
      // Parsed as the app's watchers parse a frame.
      JSON.parse(data.toString().slice(2));
      arrivals.push(at);
    });
    socket.on('close', () => {
      if (!closing) records.disconnects++;
    });
  });
}

async function connectAll(count: number, concurrency: number, connect: (i: number) => Promise<void>) {
  let next = 0;
  let failed = 0;
  const errors: string[] = [];
  const worker = async () => {
    while (next < count) {
      const i = next++;
      try {
        await connect(i);
      } catch (error) {
        failed++;
        if (errors.length < 5) errors.push((error as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { failed, errors };
}

let baselineCount = 0;

process.on('message', (command: CrowdCommand) => {
  switch (command.type) {
    case 'add':
      void connectAll(command.clients.length, command.concurrency, (i) =>
        connectApp(command.urls[command.clients[i].node % command.urls.length], command.clients[i]),
      ).then(({ failed, errors }) =>
        send({ type: 'added', batch: command.batch, ok: command.clients.length - failed, failed, errors }),
      );
      break;
    case 'baseline': {
      const offset = baselineCount;
      baselineCount += command.count;
      void connectAll(command.count, command.concurrency, (i) =>
        connectBaseline(command.url, offset + i),
      ).then(({ failed, errors }) =>
        send({ type: 'added', batch: command.batch, ok: command.count - failed, failed, errors }),
      );
      break;
    }
    case 'report': {
      const cpu = process.cpuUsage();
      send({ type: 'report', records, cpuMs: (cpu.user + cpu.system) / 1000 });
      break;
    }
    case 'clock':
      send({ type: 'clock', id: command.id, now: sharedNow() });
      break;
    case 'close':
      closing = true;
      for (const s of sockets) s.terminate();
      send({ type: 'closed' });
      setTimeout(() => process.exit(0), 200);
      break;
  }
});

process.on('disconnect', () => process.exit(0));
process.on('uncaughtException', (error) => {
  console.error(`crowd generator ${process.pid}:`, error);
});
send({ type: 'ready' });
