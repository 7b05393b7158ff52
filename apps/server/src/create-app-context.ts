import type { FastifyBaseLogger } from 'fastify';
import { createGoogleVerifier, type GoogleVerifier } from './auth/google';
import { createTokenSigner, newSecret } from './auth/tokens';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Db, DbKind } from './db/kysely';
import { getOrCreateSecret } from './db/repositories/secrets.repo';
import { createMailer, type Mailer } from './mail/mailer';
import { createOutbox } from './mail/outbox';
import { createPaymentProvider, type PaymentProvider } from './payments';
import { createGameTimers } from './realtime/game-timers';
import { SafetyClassifier } from './safety/safety-classifier';
import { BoardCache } from './services/board/board-cache';
import { WithheldMedia } from './services/media/withheld-media';
import { announceTimeUp } from './services/game-lifecycle/moves/time-up';
import { expireRejectedPhotos } from './services/play/expire-rejected-photos';
import { createRejectionExpiry } from './services/play/rejection-expiry';
import { GalleryCache } from './services/results/gallery-cache';
import { createMediaStore, type MediaStore } from './storage';

/** The providers a caller may give instead of the ones the config chooses (buildApp's options). */
export interface AppProviders {
  config: AppConfig;
  db: Db;
  dbKind: DbKind;
  /** Replaces the Google tokeninfo check (tests point the real verifier at a local double instead). */
  google?: GoogleVerifier | null;
  /** Replaces the payment provider chosen from the config. */
  payments?: PaymentProvider;
  /** Replaces the media store chosen from the config. */
  media?: MediaStore;
  /** Replaces the mailer chosen from the config. */
  mailer?: Mailer;
}

function googleVerifier(options: AppProviders): GoogleVerifier | null {
  if (options.google !== undefined) return options.google;
  const { clientId, tokenInfoUrl } = options.config.google;
  return clientId ? createGoogleVerifier(clientId, tokenInfoUrl) : null;
}

/**
 * What every service gets: the database, the providers (the given ones, else the config's) and this node's caches
 * and timers. `log` is the app's logger, read only when something logs (the app is made after its context).
 */
export async function createAppContext(
  options: AppProviders,
  log: () => FastifyBaseLogger,
): Promise<AppContext> {
  const { config, db, dbKind } = options;
  const jwtSecret = config.jwtSecret ?? (await getOrCreateSecret(db, 'jwt', newSecret()));
  const outbox = config.mail.delivery === 'outbox' ? createOutbox() : null;
  const ctx: AppContext = {
    config,
    db,
    dbKind,
    tokens: createTokenSigner(jwtSecret, config.accessTokenTtlSeconds),
    google: googleVerifier(options),
    payments: options.payments ?? createPaymentProvider(config),
    media: options.media ?? createMediaStore(config),
    withheldMedia: new WithheldMedia(db),
    timers: createGameTimers((gameId) => {
      announceTimeUp(ctx, gameId).catch((error: unknown) => log().error({ err: error }, 'time-up failed'));
    }),
    rejections: createRejectionExpiry(
      () => expireRejectedPhotos(ctx),
      (error) => log().error({ err: error }, 'deleting rejected photos failed'),
    ),
    io: null,
    galleries: new GalleryCache(),
    safety: new SafetyClassifier(
      config.safety.maxQueue,
      (message, error) => log().error({ err: error }, message),
      config.safety.workers,
    ),
    boards: new BoardCache(),
    mailer:
      options.mailer ??
      createMailer(
        config.mail,
        {
          warn: (details, message) => log().warn(details, message),
          error: (details, message) => log().error(details, message),
        },
        { outbox },
      ),
    outbox,
    lifecycle: { draining: false },
  };
  return ctx;
}
