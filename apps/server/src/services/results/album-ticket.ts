import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import { findSecret, getOrCreateSecret } from '../../db/repositories/secrets.repo';
import { newSecret } from '../../auth/tokens';

/** How long an album link works: long enough to start the download, short in a browser's history. */
export const ALBUM_TICKET_TTL_SECONDS = 15 * 60;

const secrets = new WeakMap<Db, Promise<string>>();
/** One secret for every node (stored once, first writer wins), read once per process. */
function secretOf(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = getOrCreateSecret(db, 'album-ticket', newSecret());
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

export interface AlbumTicket {
  gameId: string;
  /** Issued to someone with the share link: the download checks the game is still shared. */
  viaShare: boolean;
  /** Seconds since the epoch. */
  expiresAt: number;
}

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`album:${body}`).digest('base64url');

/**
 * A link's credential for one game's album (a plain `<a download>` link carries no headers): the game, how it
 * was granted and until when, signed (HMAC-SHA256).
 */
export async function issueAlbumTicket(ctx: AppContext, gameId: string, viaShare: boolean): Promise<string> {
  const expiresAt = Math.floor(Date.now() / 1000) + ALBUM_TICKET_TTL_SECONDS;
  const body = Buffer.from(JSON.stringify({ g: gameId, s: viaShare ? 1 : 0, e: expiresAt })).toString(
    'base64url',
  );
  return `${body}.${sign(await secretOf(ctx.db), body)}`;
}

/**
 * The ticket's claims if it is ours, intact and not expired; null otherwise. Reading never makes the secret: with
 * none stored, no ticket was ever issued, and a made-up one changes nothing.
 */
export async function readAlbumTicket(ctx: AppContext, ticket: unknown): Promise<AlbumTicket | null> {
  if (typeof ticket !== 'string' || ticket.length > 512) return null;
  const [body, signature, extra] = ticket.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const secret = secrets.has(ctx.db) ? await secretOf(ctx.db) : await findSecret(ctx.db, 'album-ticket');
  if (secret === null) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { g, s, e } = claims;
    if (typeof g !== 'string' || typeof e !== 'number' || e < Date.now() / 1000) return null;
    return { gameId: g, viaShare: s === 1, expiresAt: e };
  } catch {
    return null;
  }
}
