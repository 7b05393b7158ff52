import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb, migrateToLatest } from './db/kysely';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const { db, kind } = createDb(config);
  await migrateToLatest(db);
  const { app } = await buildApp({ config, db, dbKind: kind });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.publicUrl ?? `http://localhost:${config.port}`;
  app.log.info(`Picture Bingo is running at ${where} (database: ${kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
