import { BUILT_IN_LABEL_PACK_FILES, validateLabelPacks } from '@picture-bingo/shared/label-packs';
import { buildApp } from './app';
import { startMetricsServer } from './routes/system/metrics.routes';
import { drainNode } from './services/system/drain-node';
import { loadConfig, type AppConfig } from './config';
import { createDb, migrateToLatest } from './db/kysely';
import { secureDataDir } from './lib/data-dir';
import { listeningPort } from './lib/network-addresses';
import { startUpAddressLines, type StartUpAddressLine as StartUpLine } from './lib/start-up-addresses';

/** Connections waiting to be accepted at most (Linux caps it at net.core.somaxconn, 4096 on current kernels). */
const LISTEN_BACKLOG = 4096;

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
  const { app, ctx, metrics } = await buildApp({ config, db, dbKind: kind });
  const payments = paymentProviderLine(config.paymentProvider);
  const mail = mailDeliveryLine(config.mail, ctx.outbox?.key ?? null);
  for (const line of [payments, mail]) app.log[line.level](line.message);
  if (tightened.length > 0) {
    app.log.warn({ paths: tightened }, 'DATA_DIR was readable by other users: made private (0700/0600)');
  }

  const metricsServer =
    metrics && config.metrics.port !== null
      ? await startMetricsServer(metrics.registry, config.metrics.port, config.metrics.host)
      : null;

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, draining for ${config.drainSeconds} s, then shutting down`);
    const moved = await drainNode(ctx);
    app.log.info(`${moved} sockets told to reconnect elsewhere; closing`);
    metricsServer?.close();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // A crowd's phones connect within seconds (10,000 sockets in a minute): connections waiting to be accepted queue
  // up to the system's limit (net.core.somaxconn), not Node's 511, past which the kernel resets them.
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const running = `Picture Bingo is running (database: ${kind})`;
  app.log.info(running);
  const addresses = startUpAddressLines(config, listeningPort(app.server, config.port));
  for (const line of addresses) app.log[line.level](line.message);
  // In a terminal (`npm start` on a laptop) the same lines once more as plain text, below the JSON log lines.
  if (process.stdout.isTTY) process.stdout.write(startUpBanner(running, [...addresses, mail, payments]));
}

/** The start-up lines as a person reads them: one per line, indented, with a blank line around. */
function startUpBanner(title: string, lines: StartUpLine[]) {
  return `\n  ${title}\n\n${lines.map((line) => `  ${line.level === 'warn' ? '!' : '➜'} ${line.message}\n`).join('')}\n`;
}

/** Who takes the money is never a surprise: named at every start, with a warning when nobody does. */
function paymentProviderLine(provider: AppConfig['paymentProvider']): StartUpLine {
  if (provider === 'local') {
    return {
      level: 'warn',
      message:
        'Payments: local test checkout (PAYMENT_PROVIDER=local): test cards only, no money moves. ' +
        'Set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments, or free.',
    };
  }
  if (provider === 'free') {
    return {
      level: 'info',
      message: 'Payments: free (PAYMENT_PROVIDER=free): no charge on this server, games go live at once',
    };
  }
  return { level: 'info', message: 'Payments: Stripe Checkout (PAYMENT_PROVIDER=stripe)' };
}

/** Where account mail goes is never a surprise either: one plain line at every start. */
function mailDeliveryLine(mail: AppConfig['mail'], outboxKey: string | null): StartUpLine {
  if (mail.delivery === 'smtp') {
    return { level: 'info', message: `Mail: sent through SMTP_URL; its links start with ${mail.linkBase}` };
  }
  if (mail.delivery === 'outbox') {
    return {
      level: 'warn',
      message:
        `Mail: not sent — no SMTP_URL; sign-up and reset links appear in the app's outbox at ${mail.linkBase}/outbox` +
        `#key=${outboxKey ?? ''} (this link opens every mail: keep it to yourself) and in this log`,
    };
  }
  return {
    level: 'warn',
    message: 'Mail: not sent (MAIL_TRANSPORT=log); each mail, its link included, is written to this log',
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
