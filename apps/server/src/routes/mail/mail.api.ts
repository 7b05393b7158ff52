import { ZOutbox, ErrorCode } from '@picture-bingo/shared';
import { defineRoute } from '../../openapi/api-route';

/** The laptop's outbox: account mail that was not sent, for the host to open from the app itself. */
export const mailApi = {
  outbox: defineRoute({
    method: 'GET',
    path: '/api/mail/outbox',
    summary: "The mails this server did not send (a laptop's outbox)",
    description:
      'Only while mail goes to the log and `PUBLIC_URL` is unset; kept in memory, newest first, emptied by a ' +
      "restart. A request with the outbox's key in `x-outbox-key` (new at each start, printed only in the " +
      "server's output as the link `/outbox#key=…`) sees every mail (`scope: 'all'`); any other sees only the " +
      "signed-in host's own verification mails (`scope: 'own'`), never reset links. No address or header stands " +
      'in for the key: behind a proxy on the same machine every visitor arrives from this computer.',
    auth: ['public', 'host'],
    ok: { status: 200, schema: ZOutbox },
    errors: [ErrorCode.OUTBOX_NOT_LOCAL, ErrorCode.OUTBOX_UNAVAILABLE],
  }),
};
