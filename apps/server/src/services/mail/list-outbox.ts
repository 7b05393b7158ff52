import { ErrorCode, OUTBOX_NOT_LOCAL, OUTBOX_UNAVAILABLE, type TOutbox } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../errors';
import { getSignedInUser } from '../auth/get-signed-in-user';

/** Who asks for the outbox: the holder of its key (the link the server printed), and/or a signed-in host. */
export interface OutboxViewer {
  keyed: boolean;
  userId: string | null;
}

/**
 * A laptop server's outbox. Whoever opens it with its key (the link in the server's own output: they run the
 * server, and its log holds the same mails) sees every mail. Anyone else sees only the signed-in host's own
 * verification mails — never a reset link, never another account's mail — and someone not signed in sees
 * nothing: guests on the venue's network reach this server too, and a proxy on the same machine makes every
 * visitor arrive from this computer. Where mail is sent, or the server is public, there is no outbox.
 */
export async function listOutbox(ctx: AppContext, viewer: OutboxViewer): Promise<TOutbox> {
  if (!ctx.outbox) throw notFound(OUTBOX_UNAVAILABLE, ErrorCode.OUTBOX_UNAVAILABLE);
  const present = ({ to, subject, purpose, link, sentAt }: TOutbox['mails'][number]) => ({
    to,
    subject,
    purpose,
    link,
    sentAt,
  });
  if (viewer.keyed) return { scope: 'all', mails: ctx.outbox.list().map(present) };
  if (!viewer.userId) throw forbidden(OUTBOX_NOT_LOCAL, ErrorCode.OUTBOX_NOT_LOCAL);
  const user = await getSignedInUser(ctx, viewer.userId);
  const own = ctx.outbox
    .list()
    .filter((m) => m.userId === user.id && m.purpose === 'verify' && m.to === user.email);
  return { scope: 'own', mails: own.map(present) };
}
