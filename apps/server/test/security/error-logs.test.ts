import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../processes';

/** Sends raw bytes and resolves with everything the server answered before it closed the connection. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
    // The server may close while the rest of a refused request is still on its way (EPIPE, ECONNRESET): what
    // it answered before that is the answer.
    socket.on('error', () => undefined);
    socket.end(request);
  });
}

/**
 * What an anonymous client can make the server write: never an error-level log line (anyone could fill the
 * operator's error logs and alerts), and always the API's `{ message, code }`, even for requests Node's own HTTP
 * parser refuses before any route runs.
 */
describe('anonymous requests and the error log', () => {
  let server: ServerProcess;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-error-logs-'));
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  });

  const errorLines = () =>
    server
      .log()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level >= 50);

  it('Google sign-in on a server without Google is a client error, not an error in the log', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${server.url}/api/auth/google`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: `junk-${i}` }),
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        code: 'GOOGLE_NOT_CONFIGURED',
        message: 'Google sign-in is not set up on this server',
      });
    }
    expect(errorLines()).toEqual([]);
  });

  it('a 100 KB Authorization header gets 431 with { message, code }', async () => {
    const answer = await rawRequest(
      server.port,
      `GET /api/game HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${'x'.repeat(100 * 1024)}\r\n\r\n`,
    );
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(JSON.parse(body)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Request headers are too large' });
  });

  it('a request Node cannot parse gets 400 with { message, code }', async () => {
    const answer = await rawRequest(server.port, 'GET /api/health HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n');
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body)).toEqual({ code: 'VALIDATION_ERROR', message: 'The request could not be read' });
    expect(errorLines()).toEqual([]);
  });
});
