/**
 * Load generator of the 5,000-player bench (bench/fanout/crowd.ts): holds phone, watcher and host sockets (the
 * Socket.IO protocol over bare `ws`, as bench/fanout/generator.ts speaks it) or bare `ws` baseline sockets, and
 * records when each receives what it must see. Runs as its own process; reports over IPC.
 */
import WebSocket from 'ws';
import { sharedNow } from '../lib/clock';
import type { ConnectErrors, CrowdClient, CrowdCommand, CrowdReply, CrowdRecords } from './crowd-protocol';

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
  connects: [],
  snapshotBytes: 0,
  snapshotMaxBytes: 0,
  phoneJoinEntries: 0,
  phoneCounts: 0,
  phoneLobbyCounts: [],
};
/** Each phone's lobby as the web client folds it (game/game-channel-state.ts): ids it lists and its count. */
const phoneLobbies: { listed: Set<string>; count: number }[] = [];

/**
 * How long a socket may take from opening to its snapshot before it counts as failed: socket.io-client's own
 * connect timeout is 20 s, the server's (a handshake without its CONNECT packet) 45 s; this is only a backstop,
 * so that a socket the server never answers is counted (with its reason) instead of holding the run.
 */
const SNAPSHOT_TIMEOUT_MS = 120_000;

function send(reply: CrowdReply) {
  process.send?.(reply);
}

interface PhoneSnapshot {
  players: { id: string }[];
  playerCount?: number;
}

interface CellUpdate {
  playerId: string;
  cell: { idx: number; thumb?: string | null; isMarked?: boolean; hold?: string };
}

/** The cell as the big screen's wall and the gallery show it: a photo that counts and nothing holds. */
const onWall = ({ cell }: CellUpdate) => Boolean(cell.thumb) && cell.isMarked === true && !cell.hold;

/** One app socket: records what its kind must see, and counts what a phone must not see. */
function connectApp(url: string, client: CrowdClient): Promise<void> {
  return new Promise((resolve, reject) => {
    const target = new URL('/socket.io/', url.replace(/^http/, 'ws'));
    target.searchParams.set('EIO', '4');
    target.searchParams.set('transport', 'websocket');
    const opened = sharedNow();
    const socket = new WebSocket(target, { perMessageDeflate: false });
    let ready = false;
    let settled = false;
    let started = false;
    const lobby = { listed: new Set<string>(), count: 0 };
    // Where the connect stood when it failed: the server's answer may never come, or come too late.
    let stage = 'before the engine.io handshake';
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.terminate();
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new Error(`no snapshot within ${SNAPSHOT_TIMEOUT_MS / 1000} s (${stage})`)),
      SNAPSHOT_TIMEOUT_MS,
    );
    socket.on('error', (error) => fail(new Error(`${error.message} (${stage})`)));
    socket.on('close', (code) => fail(new Error(`closed by the server, code ${code} (${stage})`)));
    socket.on('message', (data: WebSocket.RawData) => {
      const text = data.toString();
      const at = sharedNow();
      if (text === '2') return socket.send('3');
      if (text.startsWith('0{')) {
        stage = 'after the handshake, before the CONNECT answer';
        return socket.send(`40${JSON.stringify(client.auth)}`);
      }
      if (text.startsWith('40')) stage = 'connected, before the snapshot';
      if (text.startsWith('44')) return fail(new Error(`connect_error ${text.slice(2)}`));
      if (!text.startsWith('42[')) return;
      if (text.startsWith('42["lobby:snapshot",')) {
        if (!settled) {
          ready = settled = true;
          clearTimeout(timer);
          sockets.push(socket);
          records.connects.push(at - opened);
          records.snapshotBytes += text.length;
          records.snapshotMaxBytes = Math.max(records.snapshotMaxBytes, text.length);
          if (client.kind === 'phone') {
            const [, snapshot] = JSON.parse(text.slice(2)) as [string, PhoneSnapshot];
            lobby.listed = new Set(snapshot.players.map((p) => p.id));
            lobby.count = snapshot.playerCount ?? snapshot.players.length;
            phoneLobbies.push(lobby);
          }
          resolve();
        }
        return;
      }
      if (text.startsWith('42["players:joined",')) {
        if (client.kind === 'watcher') return;
        const [, players] = JSON.parse(text.slice(2)) as [string, { id: string }[]];
        if (client.kind === 'host') for (const p of players) records.joins.push([client.id, p.id, at]);
        else {
          records.phoneJoinEntries += players.length;
          for (const p of players) {
            if (lobby.listed.has(p.id)) continue;
            lobby.listed.add(p.id);
            lobby.count++;
          }
        }
        return;
      }
      if (text.startsWith('42["players:counted",')) {
        const [, { playerCount }] = JSON.parse(text.slice(2)) as [string, { playerCount: number }];
        records.phoneCounts++;
        lobby.count = Math.max(lobby.count, playerCount);
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
        // Counted: with the safety check on, once the check passed it (the phone saw it at once, 'checking').
        else if (client.kind === 'phone' && onWall(update)) {
          records.own.push([`${update.playerId}:${update.cell.idx}`, at]);
        }
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
        for (const u of updates) {
          if (onWall(u)) records.frames.push([client.id, `${u.playerId}:${u.cell.idx}`, at]);
        }
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
  const errors: ConnectErrors = {};
  const worker = async () => {
    while (next < count) {
      const i = next++;
      try {
        await connect(i);
      } catch (error) {
        failed++;
        // Ids and ports vary per socket: left out, so the same failure counts under one message.
        const message = (error as Error).message.replace(/[0-9a-f-]{36}|:\d{2,5}\b/g, '…');
        errors[message] = (errors[message] ?? 0) + 1;
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
      records.phoneLobbyCounts = phoneLobbies.map((lobby) => lobby.count);
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
