import { BUILT_IN_LABEL_PACK_FILES, validateLabelPacks } from '@picture-bingo/shared/label-packs';
import { buildApp } from './app';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, type AppConfig } from './config';
import { createDb, migrateToLatest } from './db/kysely';
import { secureDataDir } from './lib/data-dir';
import { listeningPort } from './lib/network-addresses';
import { logStartUpAddresses } from './lib/start-up-addresses';

async function main() {
  let config;
  try {
    config = loadConfig();
    validateLabelPacks(BUILT_IN_LABEL_PACK_FILES);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const tightened = secureDataDir(config.dataDir, config.databaseUrl ? null : config.sqlitePath);
  const { db, kind } = createDb(config);
  await migrateToLatest(db);
  const { app } = await buildApp({ config, db, dbKind: kind });
  logPaymentProvider(app.log, config.paymentProvider);
  logMailDelivery(app.log, config.mail);
  if (tightened.length > 0) {
    app.log.warn({ paths: tightened }, 'DATA_DIR was readable by other users: made private (0700/0600)');
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Picture Bingo is running (database: ${kind})`);
  logStartUpAddresses(app.log, config, listeningPort(app.server, config.port));
}

/** Who takes the money is never a surprise: named at every start, with a warning when nobody does. */
function logPaymentProvider(log: FastifyBaseLogger, provider: AppConfig['paymentProvider']) {
  if (provider === 'local') {
    log.warn(
      'Payments: local test checkout (PAYMENT_PROVIDER=local): test cards only, no money moves. ' +
        'Set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments, or free.',
    );
  } else if (provider === 'free') {
    log.info('Payments: free (PAYMENT_PROVIDER=free): no charge on this server, games go live at once');
  } else {
    log.info('Payments: Stripe Checkout (PAYMENT_PROVIDER=stripe)');
  }
}

/** Where account mail goes is never a surprise either: one plain line at every start. */
function logMailDelivery(log: FastifyBaseLogger, mail: AppConfig['mail']) {
  if (mail.delivery === 'smtp') {
    log.info(`Mail: sent through SMTP_URL; its links start with ${mail.linkBase}`);
  } else if (mail.delivery === 'outbox') {
    log.warn(
      `Mail: not sent — no SMTP_URL; sign-up and reset links appear in the app's outbox at ${mail.linkBase}/outbox ` +
        '(open it in a browser on this computer) and in this log',
    );
  } else {
    log.warn('Mail: not sent (MAIL_TRANSPORT=log); each mail, its link included, is written to this log');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
