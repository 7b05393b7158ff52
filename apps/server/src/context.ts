import type { GoogleVerifier } from './auth/google';
import type { TokenSigner } from './auth/tokens';
import type { AppConfig } from './config';
import type { Db, DbKind } from './db/kysely';
import type { Mailer } from './mail/mailer';
import type { Outbox } from './mail/outbox';
import type { PaymentProvider } from './payments';
import type { GameTimers } from './realtime/game-timers';
import type { RealtimeServer } from './realtime/types';
import type { RejectionExpiry } from './services/play/rejection-expiry';
import type { BoardCache } from './services/board/board-cache';
import type { WithheldMedia } from './services/media/withheld-media';
import type { GalleryCache } from './services/results/gallery-cache';
import type { MediaStore } from './storage';
import type { SafetyClassifier } from './safety/safety-classifier';

/** What every service gets: the database and the configured providers. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dbKind: DbKind;
  tokens: TokenSigner;
  google: GoogleVerifier | null;
  /** The card payment provider (local test-mode checkout, or Stripe). */
  payments: PaymentProvider;
  /** Where photos are stored (local folder or S3). */
  media: MediaStore;
  /** This node's copy of the keys /media must not serve (removed players' photos). */
  withheldMedia: WithheldMedia;
  /** Time-up timers of playing games. */
  timers: GameTimers;
  /** Deletes rejected photos once their undo time is over (this node's timer; the sweep covers the others). */
  rejections: RejectionExpiry;
  /** The Socket.IO server, attached once the HTTP routes exist; null until then (services only publish to it). */
  io: RealtimeServer | null;
  /** This node's copies of recently viewed galleries, checked against games.content_version. */
  galleries: GalleryCache;
  /** This node's copies of recently fetched cards, checked the same way. */
  boards: BoardCache;
  /** The safety check's image classifier (this node's worker thread). */
  safety: SafetyClassifier;
  /** Outgoing mail (SMTP, or the server log when SMTP_URL is not set). */
  mailer: Mailer;
  /** This node's own state: draining (after SIGTERM) answers "not ready" so the load balancer moves on. */
  lifecycle: { draining: boolean };
  /** A laptop's account mails for its /outbox page (mail to the log, no PUBLIC_URL); null everywhere else. */
  outbox: Outbox | null;
}
