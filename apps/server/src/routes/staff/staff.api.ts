import {
  ZAcceptedInvite,
  ZAcceptInviteRequest,
  ZCreatedInvite,
  ZCreateInviteRequest,
  ZInvitePreview,
  ZStaff,
} from '@picture-bingo/shared/staff';
import type { ApiRoute } from '../../openapi/api-route';

const OWNER_ONLY = {
  401: 'Not signed in',
  403: 'A co-host or moderator of this game (ROLE_NOT_ALLOWED): only its owner',
  404: 'No such game, or a game the caller has no role in',
};
const INVITE_CLOSED = {
  404: 'An unknown link (INVITE_NOT_FOUND)',
  410: 'Expired (INVITE_EXPIRED), used already (INVITE_USED) or withdrawn (INVITE_REVOKED): nothing is granted',
};

export const staffApi: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/game/:code/invites',
    summary: 'Make an invite link to a role (owner only)',
    description:
      'One use, valid INVITE_TTL_HOURS. `token` is the last part of the link (`/invite/{token}`); the staff ' +
      'list shows it again until the link is used, withdrawn or expired (the server stores only its hash and ' +
      'derives it from the invite, decision 050). A co-host runs the game like its owner; a moderator reviews ' +
      'photos and removes or restores players.',
    auth: 'host',
    body: ZCreateInviteRequest,
    ok: { status: 201, schema: ZCreatedInvite },
    errors: OWNER_ONLY,
  },
  {
    method: 'GET',
    path: '/api/game/:code/staff',
    summary: "The game's co-hosts and moderators and its open invites with their links (owner only)",
    auth: 'host',
    ok: { status: 200, schema: ZStaff },
    errors: OWNER_ONLY,
  },
  {
    method: 'DELETE',
    path: '/api/game/:code/invites/:inviteId',
    summary: 'Withdraw an invite link nobody has used (owner only)',
    auth: 'host',
    ok: { status: 204 },
    errors: { ...OWNER_ONLY, 404: 'No such open invite of this game, or no such game' },
  },
  {
    method: 'DELETE',
    path: '/api/game/:code/members/:userId',
    summary: "Take a co-host's or moderator's role away (owner only)",
    description:
      "Their next call is refused like anyone's without a role (404); their sockets of this game close on every " +
      'node at once, and the photos handed to them for review go back to the queue.',
    auth: 'host',
    ok: { status: 204 },
    errors: { ...OWNER_ONLY, 404: 'Not a member of this game, or no such game' },
  },
  {
    method: 'GET',
    path: '/api/invites/:token',
    summary: 'What an open invite link offers',
    description: "The game's title, its host's name and the role; the link is the credential (never cached).",
    auth: 'public',
    ok: { status: 200, schema: ZInvitePreview },
    errors: INVITE_CLOSED,
  },
  {
    method: 'POST',
    path: '/api/invites/:token/accept',
    summary: 'Accept an invite: hold its role in the game',
    description:
      'The link works once: of two accepts at once one wins, the other gets INVITE_USED. The game then shows in ' +
      "the caller's Active Games with the role. `name` (optional) is what the owner's staff list calls them.",
    auth: 'host',
    body: ZAcceptInviteRequest,
    ok: { status: 200, schema: ZAcceptedInvite },
    errors: {
      ...INVITE_CLOSED,
      401: 'Not signed in',
      409: "The game's owner (INVITE_OWN_GAME)",
    },
  },
];
