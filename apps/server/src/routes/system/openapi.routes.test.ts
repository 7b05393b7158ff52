import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_AREAS } from '../../openapi/api-routes';
import { CHECKOUT_PAGES } from '../checkout/checkout.routes';
import { createTestApp, type TestApp } from '../../../test/test-app';

const CHECKED_IN = path.resolve(import.meta.dirname, '../../../../../docs/openapi.json');

/** Pages the local payment provider serves outside the API (HTML forms, not JSON). */
const PAGES = Object.values(CHECKOUT_PAGES).map((page) => `${page.method} ${page.path}`);

/** Every `METHOD /path` the app registered, read from Fastify's route tree (HEAD, added for each GET, left out). */
function registeredRoutes(app: TestApp['app']): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    prefixes.length = depth;
    const url = prefixes.join('') + match[2]!;
    prefixes.push(match[2]!);
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      routes.push(`${method} ${url}`);
    }
  }
  return routes.sort();
}

describe('GET /api/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('serves the reference, the same as the checked-in docs/openapi.json', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const served = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(served.openapi).toBe('3.1.0');
    expect(served, 'docs/openapi.json is stale: run `npm run docs:api`').toEqual(
      JSON.parse(fs.readFileSync(CHECKED_IN, 'utf8')),
    );
  });

  it('documents every route the app registers, and no other', () => {
    const documented = API_AREAS.flatMap((area) => area.routes.map((r) => `${r.method} ${r.path}`));
    expect(new Set(documented).size, 'a route is declared twice').toBe(documented.length);
    const registered = registeredRoutes(t.app).filter((route) => !PAGES.includes(route));
    expect(registered.length).toBeGreaterThan(60);
    expect(documented.sort()).toEqual(registered);
  });
});
