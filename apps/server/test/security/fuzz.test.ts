import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeJpeg } from '../images';
import { fuzzCase } from './arbitraries';
import { createCatalogueApp, fillPath, ROUTES, startCatalogueGoogle } from './catalogue';
import { createWorld, snapshot } from './world';
import { socketFuzz } from './socket-fuzz';

/** Runs per endpoint; FUZZ_RUNS=500 for a long local session. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
/** No request may take longer than this (argon2 on a long password is the slowest legitimate work). */
const ANSWER_WITHIN_MS = 10_000;
const JSON_BODY_LIMIT = 64 * 1024;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Property-based fuzzing of every catalogued endpoint's params, headers and body: whatever comes in,
 * the answer is never a 5xx, comes in time, is `{ message, code }` when it is an error, and a refused request
 * changes nothing. A body the shared schema refuses, sent by the rightful caller, is a 400.
 */
describe('fuzzing every endpoint', async () => {
  // Every budget out of reach: a 429 would stand in for the answer under test (a refused body's 400) whenever
  // enough generated cases of one endpoint pass its caller's check. The budgets have their own tests
  // (rate-limits.test.ts).
  const google = await startCatalogueGoogle();
  const env = Object.fromEntries(
    [
      'AUTH',
      'CODE_LOOKUP',
      'CODE_MISS',
      'HEART',
      'JOIN_IP',
      'JOIN',
      'LOGIN_ACCOUNT',
      'MAIL',
      'REJOIN_IP',
      'REJOIN',
      'REPORT',
      'UPLOAD',
    ].map((name) => [`${name}_RATE_LIMIT_MAX`, '100000']),
  );
  const jpeg = await makeJpeg();

  for (const spec of ROUTES) {
    it(`${spec.method} ${spec.path}`, async () => {
      // An app and database of its own: what "changes nothing" compares stays one world's size.
      const t = await createCatalogueApp(env, google);
      const w = await createWorld(t, spec.stage);
      const schema = spec.body?.kind === 'json' ? spec.body.schema : undefined;
      const htmlPage = spec.path.startsWith('/checkout/');
      // Once a case deleted an account (the valid body, generated like any other), its token is dead: a later
      // refused body from that caller is a 401, not a 400 (the other checks still hold).
      let sessionEnded = false;
      await fc.assert(
        fc.asyncProperty(fuzzCase(spec, w, jpeg, fillPath), async (c) => {
          const before = await snapshot(t);
          const res = await within(
            t.app.inject({
              method: c.method,
              url: c.url,
              query: c.query,
              headers: c.headers,
              payload: c.payload,
            }),
            ANSWER_WITHIN_MS,
          );
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (spec.endsSession && res.statusCode < 300) sessionEnded = true;
          const small = c.payload === undefined || c.payload.length <= JSON_BODY_LIMIT;
          if (schema && c.onlyBodyVaries && c.json && small && c.method !== 'HEAD' && !sessionEnded) {
            if (!schema.safeParse(c.json.value ?? {}).success) expect(res.statusCode, res.body).toBe(400);
          }
          if (res.statusCode < 400) return;

          if (c.method !== 'HEAD' && !htmlPage) {
            const body = res.json<Record<string, unknown>>();
            expect(Object.keys(body).sort()).toEqual(['code', 'message']);
            expect(typeof body.message).toBe('string');
            expect(typeof body.code).toBe('string');
          }
          expect(await snapshot(t)).toEqual(before);
        }),
        { numRuns: RUNS },
      );
      // Still standing.
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  }
});

describe('fuzzing the realtime handshake and client events', socketFuzz);
