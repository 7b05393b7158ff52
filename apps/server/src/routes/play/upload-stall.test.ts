import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { makeJpeg, MULTIPART_BOUNDARY, multipartBody, multipartHeaders } from '../../../test/images';
import { createStartedGame } from '../../../test/play';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Starts an upload on a real socket that sends the part headers and 100 bytes of a 200 KB body, then stops. */
function stalledUpload(port: number, code: string, token: string, idx: number) {
  const socket = net.connect(port, '127.0.0.1');
  const part = Buffer.concat([
    Buffer.from(
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    Buffer.from([0xff, 0xd8, 0xff]),
    Buffer.alloc(97, 7),
  ]);
  const head =
    `PUT /api/game/${code}/board/cells/${idx}/image HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
    `x-device-token: ${token}\r\ncontent-type: ${multipartHeaders['content-type']}\r\n` +
    `content-length: 200000\r\n\r\n`;
  socket.write(head);
  socket.write(part);
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  return { socket, closed, answer: () => answer };
}

/** A whole small upload over HTTP, timed. */
async function timedUpload(base: string, code: string, token: string, idx: number) {
  const started = performance.now();
  const res = await fetch(`${base}/api/game/${code}/board/cells/${idx}/image`, {
    method: 'PUT',
    headers: { ...multipartHeaders, 'x-device-token': token },
    body: multipartBody(await makeJpeg()),
  });
  return { status: res.status, ms: performance.now() - started };
}

async function listen(t: TestApp) {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { base: address, port: Number(new URL(address).port) };
}

describe('uploads whose body stops arriving', () => {
  it('one player holding 16 stalled bodies does not hold up another game’s upload', async () => {
    const t = await createTestApp({ UPLOAD_BODY_IDLE_SECONDS: '120' });
    const { base, port } = await listen(t);
    const attacker = await createStartedGame(t);
    const victim = await createStartedGame(t);

    const baseline = await timedUpload(base, victim.code, victim.players[0].token, 0);
    expect(baseline.status).toBe(200);

    const stalled = Array.from({ length: 16 }, (_, i) =>
      stalledUpload(port, attacker.code, attacker.players[0].token, [0, 1, 2, 3, 5, 6, 7, 8][i % 8]),
    );
    // Let the server take up every stalled request (each reads its part headers and waits for more).
    await new Promise((resolve) => setTimeout(resolve, 500));

    const during = await timedUpload(base, victim.code, victim.players[0].token, 1);
    expect(during.status).toBe(200);
    // The stalled bodies are all still open: the victim's upload did not wait for them to go away.
    for (const s of stalled) expect(s.socket.destroyed).toBe(false);
    // Generous: far below the 120 s the stalled bodies could otherwise hold every slot.
    expect(during.ms).toBeLessThan(Math.max(5_000, baseline.ms * 20));

    for (const s of stalled) s.socket.destroy();
    await t.close();
  });

  it('drops a body that stops arriving after the idle time, and the player can upload again', async () => {
    const t = await createTestApp({ UPLOAD_BODY_IDLE_SECONDS: '1' });
    const { base, port } = await listen(t);
    const game = await createStartedGame(t);
    const stalled = stalledUpload(port, game.code, game.players[0].token, 0);
    const started = performance.now();
    await stalled.closed;
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThan(900);
    expect(waited).toBeLessThan(15_000);
    // Either a 408 made it out before the socket closed, or the socket was simply closed: never a 200.
    expect(stalled.answer()).not.toMatch(/^HTTP\/1\.1 200/);

    const again = await timedUpload(base, game.code, game.players[0].token, 0);
    expect(again.status).toBe(200);
    await t.close();
  });
});
