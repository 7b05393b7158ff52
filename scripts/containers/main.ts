// `npm run test:containers`: the container image and compose.scale.yaml, end to end on this machine. Builds the
// stand-in base images (scripts/containers/standins.ts) when their inputs changed, builds the app image with
// --pull=never, brings the scale-out compose up (two app nodes, PostgreSQL, Redis, S3, HAProxy), plays a short
// game through the proxy (register, verify by the mailed link, pay, join, upload, gallery), kills one app node
// mid-game, checks the other keeps serving and nothing is lost, and tears everything down. Prints its times.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiClient, completeSetup, fetchTransport, linkOf, photoCells } from '@picture-bingo/testkit';
import { io } from 'socket.io-client';
import { loadCompose, Project } from './compose';
import { build, podman } from './podman';
import { APP_IMAGE, ensureStandins, S3_IMAGE } from './standins';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const started = Date.now();
const times: Record<string, number> = {};
const log = (line: string) =>
  console.log(`[containers ${((Date.now() - started) / 1000).toFixed(0)}s] ${line}`);

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const at = Date.now();
  try {
    return await work();
  } finally {
    times[name] = (Date.now() - at) / 1000;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`check failed: ${message}`);
}

async function eventually(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await probe()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A small JPEG (a real one: the server re-encodes it), made by the image's own sharp on this machine. */
async function jpeg(colour: string) {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 96, height: 72, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

async function main() {
  await timed('standins', () => ensureStandins(repo, log));
  log('building the app image (Containerfile)');
  const containerfile = path.join(repo, 'Containerfile');
  await timed('image', async () => {
    // The build stage is tagged, so the cache the next build starts from (its npm install layer) is never pruned.
    await build(APP_IMAGE.replace(/:latest$/, ':build'), repo, { file: containerfile, target: 'build' });
    await build(APP_IMAGE, repo, { file: containerfile });
  });
  await timed('s3 image', () => build(S3_IMAGE, path.join(repo, 'deploy/s3')));
  // Each build leaves the build stage it replaced untagged: only disk, removed.
  await timed('prune', () => podman(['image', 'prune', '-f']));

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const compose = loadCompose(path.join(repo, 'compose.scale.yaml'), {
    ...process.env,
    PUBLIC_URL: base,
    PROXY_PORT: String(port),
    PAYMENT_PROVIDER: 'local',
    MAIL_TRANSPORT: 'log',
    SMTP_URL: '',
  });
  const project = new Project(`pbct-${randomBytes(3).toString('hex')}`, compose, repo);
  const sockets: ReturnType<typeof io>[] = [];
  try {
    await timed('up', () => project.up(log));
    await timed('game', async () => {
      // Mail goes to the nodes' logs (no SMTP_URL): the verification link is read there, as an operator would.
      const api = new ApiClient(fetchTransport(base, 60_000), {
        verifyHost: async (client, auth) => {
          let token: string | null = null;
          let seen = '';
          let askedAt = Date.now();
          await eventually(
            'the verification mail in a node log',
            async () => {
              const logs = (await project.logs('app1')) + (await project.logs('app2'));
              seen = logs;
              const line = logs
                .split('\n')
                .filter((l) => l.includes(auth.user.email) && l.includes('verify-email'))
                .pop();
              // No mail after 10 s (a node that failed to send it logs why): ask again, as the host's screen does.
              if (!line && Date.now() - askedAt > 10_000) {
                askedAt = Date.now();
                await client.raw('POST', '/api/auth/resend-verification', { token: auth.accessToken });
              }
              token = line ? linkOf(line.replace(/\\n/g, ' ')).token : null;
              return token !== null;
            },
            60_000,
          ).catch((error: unknown) => {
            const mails = seen.split('\n').filter((l) => /mail|"level":5/.test(l));
            throw new Error(`${String(error)}; mail lines in the logs:\n${mails.join('\n').slice(0, 3000)}`);
          });
          await client.call('POST', '/api/auth/verify-email', { json: { token }, status: 200 });
        },
      });
      log('register, verify, pay, join, start');
      const game = await api.startedGame(completeSetup, ['Ana', 'Ben', 'Cy', 'Dee']);

      // The host's screen over WebSocket through the proxy (the upgrade passes).
      const host = io(base, {
        path: '/socket.io',
        auth: { gameCode: game.code, hostToken: game.token },
        transports: ['websocket'],
      });
      sockets.push(host);
      const heard: string[] = [];
      host.onAny((event: string) => heard.push(event));
      await eventually('the host socket connects through the proxy', async () => host.connected);

      const cells = photoCells(completeSetup.boardSize);
      const colours = ['#c33', '#3c3', '#33c', '#cc3'];
      log('uploads before the kill');
      for (const [n, player] of game.players.entries()) {
        await api.uploadPhoto(game.code, player.token, cells[0], await jpeg(colours[n]));
      }
      const before = await api.getGallery(game.code, { token: game.token });
      const photosBefore = before.players.flatMap((p) =>
        p.cells.filter((c) => c.image).map((c) => c.image as string),
      );
      check(
        photosBefore.length === 4,
        `4 photos in the gallery before the kill (saw ${photosBefore.length})`,
      );

      log('killing app1 mid-game');
      await project.kill('app1');
      // The other node keeps serving: every request below goes through the proxy; the kill loses nothing.
      for (const [n, player] of game.players.entries()) {
        await eventually(`upload after the kill (${player.name})`, async () => {
          await api.uploadPhoto(game.code, player.token, cells[1], await jpeg(colours[(n + 1) % 4]));
          return true;
        });
      }
      const after = await api.getGallery(game.code, { token: game.token });
      const photosAfter = after.players.flatMap((p) =>
        p.cells.filter((c) => c.image).map((c) => c.image as string),
      );
      check(photosAfter.length === 8, `8 photos after the kill (saw ${photosAfter.length})`);
      for (const url of photosBefore) {
        check(photosAfter.includes(url), `${url} is still in the gallery`);
        const res = await fetch(`${base}${url}`);
        check(res.status === 200, `${url} still served (${res.status})`);
      }
      for (const player of game.players) {
        const board = await api.getBoard(game.code, player.token);
        check(
          board.cells[cells[0]].image && board.cells[cells[1]].image,
          `${player.name}'s card kept both photos`,
        );
      }
      await eventually(
        'the host socket is connected (reconnected if it was on app1)',
        async () => host.connected,
      );
      check(heard.length > 0, 'the host heard live events');
      const ready = await fetch(`${base}/api/ready`);
      check(ready.status === 200, `the proxy still answers /api/ready from app2 (${ready.status})`);
      const metrics = await fetch(`${base}/metrics`);
      check(
        metrics.status === 403 || metrics.status === 404,
        `the proxy does not forward /metrics (${metrics.status})`,
      );
    });
  } catch (error) {
    for (const service of ['app1', 'app2', 'proxy']) {
      console.error(`--- ${service} ---\n${(await project.logs(service)).slice(-4000)}`);
    }
    throw error;
  } finally {
    for (const socket of sockets) socket.disconnect();
    await timed('down', () => project.down());
  }
  times.total = (Date.now() - started) / 1000;
  log(
    `passed; seconds: ${Object.entries(times)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(', ')}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
