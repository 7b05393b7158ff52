import {
  ZDeviceClaim,
  ZDeviceClaimRequest,
  ZDeviceClaims,
  ZGameSummary,
  ZJoinGameRequest,
  ZMembership,
  ZRejoinCode,
  ZRejoinRequest,
} from '@picture-bingo/shared';
import type { ApiRoute } from '../../openapi/api-route';

const INVALID_CODE = '"Invalid room code. Please try again."';

/** A guest joining by room code (the summary, joining) and rejoin codes (a player moving to another device). */
export const joinApi: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/game/:code',
    summary: 'The public summary of a game, by room code',
    description:
      'A paid game, also once ended (`playerCount`, `phase`, `joinAfterStart`, …). Codes match as typed: case, ' +
      'spaces and dashes ignored, O read as 0, I and L as 1.',
    auth: 'public',
    ok: { status: 200, schema: ZGameSummary },
    errors: { 404: INVALID_CODE, 409: 'Not open yet (an unpaid draft)' },
    rateLimited:
      'CODE_LOOKUP_RATE_LIMIT_MAX per client IP per window, and CODE_MISS_RATE_LIMIT_MAX codes that name no open game',
  },
  {
    method: 'POST',
    path: '/api/game/:code/join',
    summary: 'Join a game as a player',
    description:
      "The same device is always the same player. The card is dealt here, late joiners too: open until play is over unless the host's `joinAfterStart` is off.",
    auth: 'player',
    body: ZJoinGameRequest,
    ok: { status: 200, schema: ZMembership },
    errors: {
      403: 'Removed from this game (under any name)',
      404: INVALID_CODE,
      409: 'Name taken, game full, ended, not open yet or closed to late joiners',
    },
    rateLimited:
      'JOIN_RATE_LIMIT_MAX per device, JOIN_IP_RATE_LIMIT_MAX per client IP, and the code-miss limit',
  },
  {
    method: 'POST',
    path: '/api/game/:code/players/:playerId/rejoin-code',
    summary: "Issue a rejoin code for a player's new device",
    description:
      'Six characters without look-alikes, single-use, valid 10 minutes; one live code per player (a new one ' +
      'replaces it). The host reads it out; the new device redeems it with `POST /api/game/{code}/rejoin`.',
    auth: 'host',
    ok: { status: 200, schema: ZRejoinCode },
    errors: { 404: 'Player not found', 409: 'The game has ended, or the player was removed' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/rejoin',
    summary: 'Continue as a player on this device with a rejoin code',
    description:
      "The player moves to this device: the old device's calls answer 403 and its sockets get `you:moved`.",
    auth: 'player',
    body: ZRejoinRequest,
    ok: { status: 200, schema: ZMembership },
    errors: {
      400: '"That rejoin code is wrong, used or expired. Ask the host for a new one." (one answer for every bad code)',
      403: 'This device was removed from the game',
      404: INVALID_CODE,
      409: 'The game has ended, or this device already plays someone else in it',
    },
    rateLimited:
      'REJOIN_RATE_LIMIT_MAX per device, REJOIN_IP_RATE_LIMIT_MAX per client IP, and the code-miss limit',
  },
  {
    method: 'POST',
    path: '/api/game/:code/claims',
    summary: 'Ask to continue as a player on this device ("Is this you on a new phone?")',
    description:
      'By the name in the game. Nothing changes for the player until the host or a co-host approves; the claim ' +
      'waits 10 minutes (`claim:requested` to the staff). One waiting claim per device per game.',
    auth: 'player',
    body: ZDeviceClaimRequest,
    ok: { status: 201, schema: ZDeviceClaim },
    errors: {
      403: 'This device was removed from the game',
      404: 'No player in this game has that name (a removed player neither), or an invalid room code',
      409: 'The game has ended, this device plays someone here already, or its earlier claim still waits',
    },
    rateLimited:
      'REJOIN_RATE_LIMIT_MAX per device, REJOIN_IP_RATE_LIMIT_MAX per client IP, and the code-miss limit',
  },
  {
    method: 'GET',
    path: '/api/game/:code/claims/:claimId',
    summary: "The asking device's claim and its answer (pending, approved, declined, expired)",
    auth: 'player',
    ok: { status: 200, schema: ZDeviceClaim },
    errors: { 404: 'No such claim from this device, or an invalid room code' },
  },
  {
    method: 'GET',
    path: '/api/game/:code/claims',
    summary: 'The claims waiting for a decision (owner, co-host)',
    auth: 'host',
    ok: { status: 200, schema: ZDeviceClaims },
    errors: { 403: 'A moderator', 404: 'Not your game' },
  },
  {
    method: 'POST',
    path: '/api/game/:code/claims/:claimId/approve',
    summary: 'Approve a claim: the player continues on the asking device (owner, co-host)',
    description:
      "The old device's calls answer 403 and its sockets get `you:moved`; the player's other claims are declined.",
    auth: 'host',
    ok: { status: 200, schema: ZDeviceClaim },
    errors: {
      403: 'A moderator',
      404: 'No such claim in this game',
      409: 'Answered already, expired, the player was removed, the device plays someone else, or the game ended',
    },
  },
  {
    method: 'POST',
    path: '/api/game/:code/claims/:claimId/decline',
    summary: 'Decline a claim (owner, co-host); nothing else changes',
    auth: 'host',
    ok: { status: 200, schema: ZDeviceClaim },
    errors: { 403: 'A moderator', 404: 'No such claim in this game', 409: 'Answered already or expired' },
  },
];
