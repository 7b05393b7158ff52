import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface TokenInfo {
  aud?: string;
  azp?: string;
  sub: string;
  email?: string;
  email_verified?: string;
  expires_in?: string;
}

/**
 * A local stand-in for Google's tokeninfo endpoint (GET ?access_token=...). Tokens it knows answer 200 with
 * their info; unknown tokens answer 400 like Google does for an invalid token.
 */
export async function startGoogleDouble(tokens: Record<string, TokenInfo>) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const info = tokens[url.searchParams.get('access_token') ?? ''];
    res.setHeader('content-type', 'application/json');
    if (!info) {
      res.statusCode = 400;
      res.end(JSON.stringify({ error: 'invalid_token', error_description: 'Invalid Value' }));
      return;
    }
    res.end(JSON.stringify(info));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${port}/tokeninfo` };
}
