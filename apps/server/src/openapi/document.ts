import * as shared from '@picture-bingo/shared';
import { ERRORS, LANGUAGE_TAGS, ZLanguage, type TErrorCode } from '@picture-bingo/shared';
import * as sharedAccount from '@picture-bingo/shared/account';
import * as sharedLabelPack from '@picture-bingo/shared/label-pack';
import { registry, safeParse, toJSONSchema, type $ZodType } from 'zod/v4/core';
import { ANY_ROUTE_CODES, authOf, documentedRefusals, type ApiAuth, type ApiRoute } from './api-route';
import { API_AREAS } from './api-routes';

type Json = Record<string, unknown>;
type Io = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';

const isSchema = (value: unknown): value is $ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Component names: each schema exported by packages/shared as `ZName` is `Name` (of two names, the first A-Z). */
function sharedSchemaNames(): Map<$ZodType, string> {
  const names = new Map<$ZodType, string>();
  for (const module of [shared, sharedAccount, sharedLabelPack]) {
    for (const [exportName, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (/^Z[A-Z]/.test(exportName) && isSchema(value) && !names.has(value))
        names.set(value, exportName.slice(1));
    }
  }
  return names;
}

/** A JSON Schema with zod's `$defs` references pointed at the document's components. */
function asComponentRefs(schema: Json): Json {
  const { $schema: _schema, $defs: _defs, $id: _id, ...rest } = schema;
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', `"${COMPONENTS}`)) as Json;
}

/** The components reached from `root`, following `$ref`s through `components`. */
function reachable(root: unknown, components: Record<string, Json>): Set<string> {
  const seen = new Set<string>();
  const visit = (value: unknown) => {
    for (const match of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const name = match[1]!;
      if (seen.has(name)) continue;
      seen.add(name);
      visit(components[name]);
    }
  };
  visit(root);
  return seen;
}

const PARAMETERS: Record<string, string> = {
  code: 'Room code, as typed (case, spaces and dashes ignored; O read as 0, I and L as 1)',
  playerId: 'A player of the game',
  idx: "A cell's position on its player's card (0-based)",
  token: 'The share token of the results link',
  id: 'A payment id or checkout session id (status), or your user id or `me` (game count)',
  key: "The photo's key",
};

const SECURITY: Record<ApiAuth, Json | null> = {
  public: {},
  host: { hostBearer: [] },
  player: { deviceToken: [] },
  viewer: null,
  'device-id': null,
};

function securityOf(auth: readonly ApiAuth[]): Json[] | undefined {
  const options = auth.flatMap((a): Json[] =>
    a === 'viewer' ? [{ hostBearer: [] }, { deviceToken: [] }] : SECURITY[a] ? [SECURITY[a]] : [],
  );
  if (options.every((o) => Object.keys(o).length === 0)) return undefined;
  return options;
}

// A language is a custom check (ZLanguage, so its refusal has a code of its own), which has no JSON Schema of its
// own: the document lists the tags it accepts.
ZLanguage._zod.toJSONSchema = () => ({ type: 'string', enum: [...LANGUAGE_TAGS] });

/** Whether a route also takes no body at all. */
const optionalBody = (route: ApiRoute) => isSchema(route.body) && safeParse(route.body, undefined).success;

const operationId = (route: ApiRoute) =>
  route.method.toLowerCase() +
  route.path
    .split(/[/-]/)
    .filter((part) => part && part !== 'api')
    .map((part) => part.replace(/^:/, '').replace(/\W/g, ''))
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** The OpenAPI 3.1 document of every route in API_AREAS, its schemas from packages/shared. */
export function buildOpenApiDocument(): Json {
  const names = sharedSchemaNames();
  const routes = API_AREAS.flatMap((area) => area.routes.map((route) => ({ area: area.name, route })));
  const requestSchemas = new Set(routes.flatMap(({ route }) => [route.body, route.query].filter(isSchema)));
  const registries = { input: registry<{ id: string }>(), output: registry<{ id: string }>() };
  for (const [schema, name] of names) {
    registries[requestSchemas.has(schema) ? 'input' : 'output'].add(schema, { id: name });
  }
  const uri = (id: string) => `${COMPONENTS}${id}`;
  const convert = (schema: $ZodType, io: Io) =>
    asComponentRefs(toJSONSchema(schema, { metadata: registries[io], io, unrepresentable: 'any' }) as Json);

  const paths: Record<string, Record<string, Json>> = {};
  for (const { area, route } of routes) {
    const auth = authOf(route);
    const parameters: Json[] = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      description: PARAMETERS[name!],
      schema: { type: 'string' },
    }));
    if (auth.includes('device-id')) {
      parameters.push({
        name: 'x-device-id',
        in: 'header',
        required: true,
        description: 'The device id the browser keeps (a UUID)',
        schema: { type: 'string', format: 'uuid' },
      });
    }
    if (route.query) {
      const query = convert(route.query, 'input') as {
        properties?: Record<string, Json>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
      }
    }
    const responses: Record<string, Json> = {};
    const { ok } = route;
    responses[String(ok.status)] = {
      description: ok.description ?? (ok.status === 204 ? 'Done; no body' : 'OK'),
      ...(ok.schema
        ? { content: { 'application/json': { schema: convert(ok.schema, 'output') } } }
        : ok.contentType
          ? { content: { [ok.contentType]: {} } }
          : {}),
    };
    const byStatus = new Map<number, TErrorCode[]>();
    for (const { code, status } of documentedRefusals(route)) {
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
      const lines = codes.map((code) => `\`${code}\`: ${ERRORS[code].message}`);
      if (status === 429 && route.rateLimited) lines.push(`Rate limited: ${route.rateLimited}.`);
      responses[String(status)] = {
        description: lines.join('; '),
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: `${COMPONENTS}ApiError` },
                { type: 'object', properties: { code: { type: 'string', enum: codes } } },
              ],
            },
          },
        },
      };
    }
    const body = route.body
      ? isSchema(route.body)
        ? { content: { 'application/json': { schema: convert(route.body, 'input') } } }
        : { description: route.body.description, content: { [route.body.contentType]: {} } }
      : undefined;
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: operationId(route),
      tags: [area],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(securityOf(auth) ? { security: securityOf(auth) } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(body ? { requestBody: { required: !optionalBody(route), ...body } } : {}),
      responses,
    };
  }

  const components: Record<string, Json> = {};
  for (const io of ['input', 'output'] as const) {
    const { schemas } = toJSONSchema(registries[io], { uri, io, unrepresentable: 'any' });
    for (const [name, schema] of Object.entries(schemas)) components[name] = asComponentRefs(schema as Json);
  }
  const used = reachable(paths, components);
  used.add('ApiError');
  const schemas = Object.fromEntries(
    Object.keys(components)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => [name, components[name]]),
  );

  return {
    openapi: '3.1.0',
    info: {
      title: 'Picture Bingo API',
      version: '1',
      description:
        'JSON in and out. Every refusal answers `{ message, code }`: `code` is stable (packages/shared ' +
        'error-codes.ts), `message` a default text. Each operation lists the codes it may answer under their ' +
        'statuses; any operation may also answer ' +
        ANY_ROUTE_CODES.map((code) => `\`${code}\` (${ERRORS[code].status})`).join(', ') +
        ' (a malformed URL or JSON body, a body over the limit, a content type the route does not read, a ' +
        'database that does not answer, an unexpected failure). Live updates go over Socket.IO (`/socket.io`), ' +
        'not described here.',
    },
    tags: API_AREAS.map((area) => ({ name: area.name })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        hostBearer: {
          type: 'http',
          scheme: 'bearer',
          description: "A signed-in host's access token (POST /api/auth/login)",
        },
        deviceToken: {
          type: 'apiKey',
          in: 'header',
          name: 'x-device-token',
          description: "A player's device token (POST /api/player/session)",
        },
      },
    },
  };
}
