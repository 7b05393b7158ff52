import { ErrorCode } from '@picture-bingo/shared';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { handleError, refuse } from '../errors';
import { defineRoute } from '../openapi/api-route';
import { route } from './register';

const rename = defineRoute({
  method: 'POST',
  path: '/api/things/:id/name',
  summary: 'A route that declares its JSON body',
  auth: 'host',
  body: z.object({ name: z.string().check(z.minLength(1)), colour: z._default(z.string(), 'red') }),
  ok: { status: 200 },
});

describe('a handler reads its body as its route declares it', async () => {
  const app = Fastify();
  app.setErrorHandler(handleError);
  await app.register(
    async (api) => {
      route(api, rename, async (request, _reply, declared) => {
        if (request.headers.authorization !== 'Bearer ok') throw refuse(ErrorCode.UNAUTHORIZED);
        return { id: request.params.id, ...declared.body() };
      });
    },
    { prefix: '/api' },
  );
  afterAll(() => app.close());
  const post = (payload: unknown, authorization = 'Bearer ok') =>
    app.inject({
      method: 'POST',
      url: '/api/things/t1/name',
      payload: payload as object,
      headers: { authorization },
    });

  it('hands the handler the body the declared schema read (its defaults filled in)', async () => {
    const res = await post({ name: 'Ada' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { id: 't1', name: 'Ada', colour: 'red' },
    });
  });

  it('answers 400 with the validation code for a body the schema refuses', async () => {
    const res = await post({ name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ErrorCode.VALIDATION });
  });

  it('parses the body only when the handler asks, so its own checks answer first', async () => {
    const res = await post({ name: '' }, 'Bearer wrong');
    expect(res.statusCode).toBe(401);
  });
});
