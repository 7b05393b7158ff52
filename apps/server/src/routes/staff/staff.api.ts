import { ErrorCode } from '@picture-bingo/shared';
import {
  ZAcceptedInvite,
  ZAcceptInviteRequest,
  ZCreatedInvite,
  ZCreateInviteRequest,
  ZInvitePreview,
  ZStaff,
} from '@picture-bingo/shared/staff';
import { defineRoute } from '../../openapi/api-route';

/** An invite link that grants nothing: unknown, expired, used or withdrawn. */
const INVITE_CLOSED = [
  ErrorCode.INVITE_NOT_FOUND,
  ErrorCode.INVITE_EXPIRED,
  ErrorCode.INVITE_USED,
  ErrorCode.INVITE_REVOKED,
];

export const staffApi = {
  invite: defineRoute({
    method: 'POST',
    path: '/api/game/:code/invites',
    summary: 'Make an invite link to a role (owner only)',
    description:
      'One use, valid INVITE_TTL_HOURS. `token` is the last part of the link (`/invite/{token}`); the staff ' +
      'list shows it again until the link is used, withdrawn or expired (the server stores only its hash and ' +
      'derives it from the invite, decision 050). A co-host runs the game like its owner; a moderator reviews ' +
      'photos and removes or restores players.',
    auth: 'host',
    ability: 'own',
    body: ZCreateInviteRequest,
    ok: { status: 201, schema: ZCreatedInvite },
  }),
  staff: defineRoute({
    method: 'GET',
    path: '/api/game/:code/staff',
    summary: "The game's co-hosts and moderators and its open invites with their links (owner only)",
    auth: 'host',
    ability: 'own',
    ok: { status: 200, schema: ZStaff },
  }),
  revokeInvite: defineRoute({
    method: 'DELETE',
    path: '/api/game/:code/invites/:inviteId',
    summary: 'Withdraw an invite link nobody has used (owner only)',
    auth: 'host',
    ability: 'own',
    ok: { status: 204 },
    errors: [ErrorCode.INVITE_NOT_FOUND],
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/api/game/:code/members/:userId',
    summary: "Take a co-host's or moderator's role away (owner only)",
    description:
      "Their next call is refused like anyone's without a role (404); their sockets of this game close on every " +
      'node at once, and the photos handed to them for review go back to the queue.',
    auth: 'host',
    ability: 'own',
    ok: { status: 204 },
  }),
  invitePreview: defineRoute({
    method: 'GET',
    path: '/api/invites/:token',
    summary: 'What an open invite link offers',
    description: "The game's title, its host's name and the role; the link is the credential (never cached).",
    auth: 'public',
    ok: { status: 200, schema: ZInvitePreview },
    errors: INVITE_CLOSED,
  }),
  acceptInvite: defineRoute({
    method: 'POST',
    path: '/api/invites/:token/accept',
    summary: 'Accept an invite: hold its role in the game',
    description:
      'The link works once: of two accepts at once one wins, the other gets INVITE_USED. The game then shows in ' +
      "the caller's Active Games with the role. `name` (optional) is what the owner's staff list calls them.",
    auth: 'host',
    body: ZAcceptInviteRequest,
    ok: { status: 200, schema: ZAcceptedInvite },
    errors: [...INVITE_CLOSED, ErrorCode.INVITE_OWN_GAME],
  }),
};
