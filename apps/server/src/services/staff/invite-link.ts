import { createHmac } from 'node:crypto';
import { hashOpaqueToken, newSecret } from '../../auth/tokens';
import type { Db } from '../../db/kysely';
import type { InviteRow } from '../../db/repositories/staff.repo';
import { getOrCreateSecret } from '../../db/repositories/secrets.repo';

const SECRET_NAME = 'invite-link';

const secrets = new WeakMap<Db, Promise<string>>();
/** One secret for every node (stored once, first writer wins), read once per process. */
function secretOf(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = getOrCreateSecret(db, SECRET_NAME, newSecret());
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

/**
 * An invite's link token: HMAC-SHA256 of its id under the invite-link secret, 43 URL-safe characters (256 bits).
 * The owner can be shown the link again at any time without the link being stored; only its hash is, and a
 * request's token is looked up by that hash (decision 050).
 */
const deriveToken = (secret: string, inviteId: string) =>
  createHmac('sha256', secret).update(`invite:${inviteId}`).digest('base64url');

/** A new invite's token and the hash stored for it. */
export async function newInviteToken(db: Db, inviteId: string): Promise<{ token: string; hash: string }> {
  const token = deriveToken(await secretOf(db), inviteId);
  return { token, hash: hashOpaqueToken(token) };
}

/**
 * Each invite's link token again, for its owner; null for an invite whose stored hash is not of the token this
 * secret derives (made under another secret: nobody can be shown it again).
 */
export async function inviteTokensOf(db: Db, invites: readonly InviteRow[]): Promise<(string | null)[]> {
  if (invites.length === 0) return [];
  const secret = await secretOf(db);
  return invites.map((invite) => {
    const token = deriveToken(secret, invite.id);
    return hashOpaqueToken(token) === invite.token_hash ? token : null;
  });
}
