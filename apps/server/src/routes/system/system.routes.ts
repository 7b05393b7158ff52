import type { TClientConfig } from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { serviceUnavailable } from '../../errors';

export async function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/health', async () => {
    try {
      await sql`select 1`.execute(ctx.db);
    } catch {
      throw serviceUnavailable('Database unavailable');
    }
    return { status: 'ok', database: ctx.dbKind };
  });

  app.get('/config', async (): Promise<TClientConfig> => ({
    googleClientId: ctx.config.google.clientId,
    paymentProvider: ctx.payments.name,
  }));
}
