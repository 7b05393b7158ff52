import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { $ZodObject, $ZodOptional, type $ZodType } from 'zod/v4/core';
import { multipartBody, multipartHeaders, MULTIPART_BOUNDARY } from '../images';
import type { Method, RouteSpec } from './catalogue';
import { ACTORS, credentialHeaders, type World } from './world';

/** Text an attacker would type: any Unicode, lone surrogates, NUL and other controls, markup, huge runs. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\u202Eabc',
    '__proto__',
    'constructor',
    'prototype',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '%00',
    'NaN',
    '-1',
    '1e309',
    '🎉'.repeat(50),
  ),
  fc.integer({ min: 200, max: 70_000 }).map((n) => 'x'.repeat(n)),
);

/** What a header can carry over HTTP: printable Latin-1, sometimes very long. */
const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c !== 0x7f && (c < 0x80 || c > 0x9f))
      .map((c) => String.fromCharCode(c)),
    maxLength: 60,
  }),
  fc.integer({ min: 500, max: 8000 }).map((n) => 'A'.repeat(n)),
);

/** Any JSON value, and the odd ones a schema might not expect. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  hostileText,
  fc.constantFrom(0, -1, -0, 0.5, 1e308, 2 ** 53 + 1, true, null, [], {}, [[[]]], {
    prototype: { polluted: 1 },
  }),
);

/** Keys that must never change an object's prototype or reach the database as columns. */
const SNEAKY_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'id', 'userId', 'paid', 'status'];

/** The top-level keys of a shared zod schema (an object, maybe optional). */
export function schemaKeys(schema: $ZodType): string[] {
  let inner: $ZodType = schema;
  while (inner instanceof $ZodOptional) inner = inner._zod.def.innerType;
  return inner instanceof $ZodObject ? Object.keys(inner._zod.def.shape) : [];
}

export interface FuzzBody {
  payload?: string | Buffer;
  /** The JSON it parses to, when it is JSON without prototype keys (for the schema oracle). */
  json?: { value: unknown };
}

/** An object shaped like a valid body with some fields dropped or replaced and sneaky keys added. */
function jsonBody(keys: string[], valid: Record<string, unknown>): fc.Arbitrary<FuzzBody> {
  const allKeys = [...new Set([...keys, ...Object.keys(valid)])];
  const fields = allKeys.map((key) =>
    fc
      .oneof(
        {
          weight: 3,
          arbitrary: fc.constant<{ keep: true } | { drop: true } | { append: string }>({ keep: true }),
        },
        { weight: 1, arbitrary: fc.constant<{ drop: true }>({ drop: true }) },
        { weight: 2, arbitrary: junkValue.map((value) => ({ value })) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('\u0000', '%00', '\uD800', ' ').map((append) => ({ append })),
        },
      )
      .map((choice) => ({ key, choice })),
  );
  const extras = fc.array(fc.tuple(fc.constantFrom(...SNEAKY_KEYS), junkValue), { maxLength: 2 });
  return fc.tuple(fc.tuple(...fields), extras).map(([chosen, extra]) => {
    const entries: [string, unknown][] = [];
    for (const { key, choice } of chosen) {
      const original = valid[key];
      if ('value' in choice) entries.push([key, choice.value]);
      else if ('append' in choice && typeof original === 'string')
        entries.push([key, original + choice.append]);
      else if (!('drop' in choice) && key in valid) entries.push([key, original]);
    }
    entries.push(...extra);
    // Built by hand so that "__proto__" really is in the text, as an attacker would send it.
    const payload = `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v ?? null)}`).join(',')}}`;
    const sneaky = extra.some(([k]) => k === '__proto__' || k === 'constructor');
    return sneaky ? { payload } : { payload, json: { value: JSON.parse(payload) as unknown } };
  });
}

/** Bodies that are not an object at all: broken JSON, other JSON types, deep nesting, too large. */
const junkJsonBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  hostileText.map((payload) => ({ payload })),
  fc.jsonValue({ maxDepth: 3 }).map((v) => {
    const payload = JSON.stringify(v) ?? 'null';
    return { payload, json: { value: JSON.parse(payload) as unknown } };
  }),
  fc
    .constantFrom('{', '{"a":', '[1,2', 'null', '""', '{"__proto__":{"admin":true}}', '{"a":1}garbage')
    .map((payload) => ({ payload })),
  fc.integer({ min: 100, max: 3000 }).map((n) => ({ payload: `${'['.repeat(n)}${']'.repeat(n)}` })),
  fc.constant({ payload: JSON.stringify({ big: 'x'.repeat(70 * 1024) }) }),
);

/** A multipart upload: the real photo, random bytes, wrong fields, odd names, two files, cut short. */
function multipartArb(jpeg: Buffer): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    fc.constant({ payload: multipartBody(jpeg) }),
    fc.uint8Array({ maxLength: 4000 }).map((b) => ({ payload: multipartBody(Buffer.from(b)) })),
    fc
      .record({ field: hostileText, filename: hostileText, contentType: headerText })
      .map((o) => ({ payload: multipartBody(jpeg, o) })),
    fc.constant({ payload: Buffer.concat([multipartBody(jpeg), multipartBody(jpeg)]) }),
    fc.integer({ min: 1, max: 400 }).map((n) => ({ payload: multipartBody(jpeg).subarray(0, n) })),
    fc.constant({ payload: Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`) }),
    fc.uint8Array({ maxLength: 2000 }).map((b) => ({ payload: Buffer.from(b) })),
  );
}

const formBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc
    .dictionary(fc.oneof(fc.constantFrom('cardNumber', 'cardName', '__proto__'), hostileText), hostileText, {
      maxKeys: 3,
    })
    .map((fields) => ({ payload: new URLSearchParams(fields).toString() })),
  fc
    .constantFrom('cardNumber=4000000000000002', 'cardNumber=4242424242424242', '%%%', 'a=1&a=2&a[b]=3')
    .map((payload) => ({ payload })),
  fc.constant({ payload: `cardName=${'x'.repeat(9000)}` }),
);

/** Other values a path param could take: neighbours' ids, near-misses, and hostile text. */
function paramAlternatives(name: string, valid: string, w: World): string[] {
  const common = [randomUUID(), '0', ' ', '..', `${valid}%00`, `${valid}/..`, valid.toUpperCase()];
  switch (name) {
    case 'code':
      return [
        w.otherCode,
        w.code.toLowerCase(),
        ` ${w.code}`,
        `${w.code}A`,
        w.code.slice(1),
        '000000',
        ...common,
      ];
    case 'playerId':
      return [w.otherPlayer.playerId, w.removedPlayer.playerId, w.host.userId, ...common];
    case 'idx':
      return ['-1', '4', '9', '99', '1.5', '1e0', ' 1', '00', '0x1', '999999999999', ...common];
    case 'id':
      return ['me', w.otherHost.userId, w.player.playerId, w.paymentId.toUpperCase(), ...common];
    default:
      return ['x.webp', '../x.webp', `${'a'.repeat(64)}.webp`, ...common];
  }
}

export interface FuzzCase {
  method: Method;
  url: string;
  query?: Record<string, string | string[]>;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** True when only the body is off: right caller, valid params, JSON content type (the oracle applies). */
  onlyBodyVaries: boolean;
  json?: { value: unknown };
}

/** Requests for one endpoint: its rightful caller most of the time, with hostile params, headers and bodies. */
export function fuzzCase(
  spec: RouteSpec,
  w: World,
  jpeg: Buffer,
  fill: (path: string, params: Record<string, string>) => string,
): fc.Arbitrary<FuzzCase> {
  const allowed = ACTORS.filter((a) => spec.expect[a] < 400);
  const actor = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(allowed.length ? allowed : ACTORS)) },
    { weight: 1, arbitrary: fc.constantFrom(...ACTORS) },
  );
  const validParams = spec.params?.(w) ?? {};
  const params = fc.record(
    Object.fromEntries(
      Object.entries(validParams).map(([name, value]) => [
        name,
        fc.oneof(
          { weight: 6, arbitrary: fc.constant({ value, valid: true }) },
          {
            weight: 2,
            arbitrary: fc
              .constantFrom(...paramAlternatives(name, value, w))
              .map((v) => ({ value: v, valid: false })),
          },
          { weight: 2, arbitrary: hostileText.map((v) => ({ value: v, valid: false })) },
          // NUL inside an otherwise valid id: what PostgreSQL text cannot hold.
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(`${value}\u0000`, `\u0000${value}`)
              .map((v) => ({ value: v, valid: false })),
          },
        ),
      ]),
    ),
  );
  const garbageHeaders = fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    {
      weight: 2,
      arbitrary: fc.record(
        {
          authorization: fc.oneof(
            headerText,
            headerText.map((v) => `Bearer ${v}`),
            fc.constantFrom(
              `Bearer ${w.player.token}`,
              `Bearer ${w.otherHost.accessToken}`,
              'Basic YTpi',
              'Bearer a.b.c',
            ),
          ),
          'x-device-id': fc.oneof(
            headerText,
            fc.constantFrom(w.player.deviceId.toUpperCase(), w.otherPlayer.deviceId),
          ),
          'x-device-token': fc.oneof(headerText, fc.constantFrom(w.otherPlayer.token, w.host.accessToken)),
          'content-type': fc.oneof(
            headerText,
            fc.constantFrom(
              'application/json',
              'application/json; charset=utf-16',
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data',
              'multipart/form-data; boundary=x',
              'application/octet-stream',
            ),
          ),
        },
        { requiredKeys: [] },
      ),
    },
  );
  const jsonShaped =
    spec.body?.kind === 'json'
      ? [
          {
            weight: 8,
            arbitrary: jsonBody(spec.body.schema ? schemaKeys(spec.body.schema) : [], bodyObject(spec, w)),
          },
        ]
      : [];
  const body: fc.Arbitrary<FuzzBody> =
    spec.body?.kind === 'multipart'
      ? multipartArb(jpeg)
      : spec.body?.kind === 'form'
        ? formBody
        : fc.oneof(
            { weight: 1, arbitrary: fc.constant<FuzzBody>({}) },
            { weight: 4, arbitrary: junkJsonBody },
            ...jsonShaped,
          );
  const query = fc.oneof(
    { weight: 4, arbitrary: fc.constant(spec.query) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        hostileText.filter((k) => k.length < 50),
        hostileText,
        { maxKeys: 2 },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string | string[]>>(
        { status: ['active', 'completed'] },
        { status: 'ACTIVE' },
        { '__proto__[polluted]': '1', 'constructor[prototype][polluted]': '1' },
      ),
    },
  );
  const method = fc.constantFrom<Method>(
    ...(spec.method === 'GET' ? (['GET', 'HEAD'] as const) : [spec.method]),
  );

  return fc
    .record({ actor, params, garbage: garbageHeaders, body, query, method })
    .map(({ actor: who, params: chosen, garbage, body: b, query: q, method: m }) => {
      const headers: Record<string, string> = { ...credentialHeaders(w, who), ...spec.headers?.(w, who) };
      if (spec.body?.kind === 'json' || (!spec.body && b.payload !== undefined))
        headers['content-type'] = 'application/json';
      if (spec.body?.kind === 'multipart') Object.assign(headers, multipartHeaders);
      if (spec.body?.kind === 'form') headers['content-type'] = 'application/x-www-form-urlencoded';
      Object.assign(headers, garbage);
      const paramsValid = Object.values(chosen).every((p) => p.valid);
      const onlyBodyVaries =
        spec.expect[who] < 400 &&
        paramsValid &&
        Object.keys(garbage).length === 0 &&
        spec.body?.kind === 'json';
      return {
        method: m,
        url: fill(spec.path, Object.fromEntries(Object.entries(chosen).map(([k, p]) => [k, p.value]))),
        query: q,
        headers,
        payload: b.payload,
        onlyBodyVaries,
        json: b.json,
      };
    });
}

function bodyObject(spec: RouteSpec, w: World): Record<string, unknown> {
  if (spec.body?.kind !== 'json') return {};
  const valid = spec.body.valid(w, ACTORS.find((a) => spec.expect[a] < 400) ?? 'host');
  return typeof valid === 'object' && valid !== null ? (valid as Record<string, unknown>) : {};
}
