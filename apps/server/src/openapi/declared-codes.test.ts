import { ErrorCode } from '@picture-bingo/shared';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { conflict, handleError, notFound, refuse } from '../errors';
import { route } from '../routes/register';
import { defineRoute } from './api-route';
import { checkDeclaredCodes, type UndeclaredAnswer } from './declared-codes';

const declared = defineRoute({
  method: 'POST',
  path: '/api/things/:id/move',
  summary: 'A route that declares one refusal of its own',
  auth: 'public',
  ok: { status: 200 },
  errors: [ErrorCode.ALREADY_PAUSED, [ErrorCode.INVALID_TOKEN, 400]],
});

describe('answers checked against their route’s declaration', async () => {
  const undeclared: UndeclaredAnswer[] = [];
  const app = Fastify();
  app.setErrorHandler(handleError);
  checkDeclaredCodes(app, (answer) => undeclared.push(answer));
  await app.register(
    async (api) => {
      route(api, declared, async (request) => {
        const { id } = request.params;
        if (id === 'declared') throw conflict(ErrorCode.ALREADY_PAUSED);
        if (id === 'other-status') throw notFound('gone', ErrorCode.INVALID_TOKEN);
        if (id === 'any-route') throw new Error('boom');
        if (id === 'undeclared') throw refuse(ErrorCode.TEAM_FULL);
        return { id };
      });
    },
    { prefix: '/api' },
  );
  afterAll(() => app.close());
  const post = (id: string) => app.inject({ method: 'POST', url: `/api/things/${id}/move` });

  it('registers the route at its declared method and path, params typed from the path', async () => {
    const res = await post('p1');
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { id: 'p1' } });
  });

  it('lets a declared code, and any route’s codes, through as they are', async () => {
    expect((await post('declared')).json()).toMatchObject({ code: ErrorCode.ALREADY_PAUSED });
    expect((await post('any-route')).json()).toMatchObject({ code: ErrorCode.INTERNAL });
    expect(undeclared).toEqual([]);
  });

  it('turns an undeclared code, or a declared one at another status, into a 500 naming it', async () => {
    const res = await post('undeclared');
    expect(res.statusCode).toBe(500);
    expect(res.json<{ message: string }>().message).toContain('TEAM_FULL');
    expect((await post('other-status')).statusCode).toBe(500);
    expect(undeclared).toEqual([
      { route: 'POST /api/things/:id/move', status: 409, code: ErrorCode.TEAM_FULL },
      { route: 'POST /api/things/:id/move', status: 404, code: ErrorCode.INVALID_TOKEN },
    ]);
  });
});
