import {
  ZDeviceClaim,
  ZDeviceClaimRequest,
  ZDeviceClaims,
  ZGameSummary,
  ZJoinGameRequest,
  ZMembership,
  ZRejoinCode,
  ZRejoinRequest,
  ErrorCode,
} from '@picture-bingo/shared';
import { defineRoute } from '../../openapi/api-route';

/** A guest joining by room code (the summary, joining) and rejoin codes (a player moving to another device). */
export const joinApi = {
  summary: defineRoute({
    method: 'GET',
    path: '/api/game/:code',
    summary: 'The public summary of a game, by room code',
    description:
      'A paid game, also once ended (`playerCount`, `phase`, `joinAfterStart`, …). Codes match as typed: case, ' +
      'spaces and dashes ignored, O read as 0, I and L as 1.',
    auth: 'public',
    ok: { status: 200, schema: ZGameSummary },
    rateLimited:
      'CODE_LOOKUP_RATE_LIMIT_MAX per client IP per window, and CODE_MISS_RATE_LIMIT_MAX codes that name no open game',
    errors: [ErrorCode.INVALID_ROOM_CODE, ErrorCode.GAME_NOT_OPEN],
  }),
  join: defineRoute({
    method: 'POST',
    path: '/api/game/:code/join',
    summary: 'Join a game as a player',
    description:
      "The same device is always the same player. The card is dealt here, late joiners too: open until play is over unless the host's `joinAfterStart` is off.",
    auth: 'player',
    body: ZJoinGameRequest,
    ok: { status: 200, schema: ZMembership },
    rateLimited:
      'JOIN_RATE_LIMIT_MAX per device, JOIN_IP_RATE_LIMIT_MAX per client IP, and the code-miss limit',
    errors: [
      ErrorCode.INVALID_ROOM_CODE,
      ErrorCode.REMOVED_FROM_GAME,
      ErrorCode.NAME_TAKEN,
      ErrorCode.GAME_FULL,
      ErrorCode.GAME_ENDED,
      ErrorCode.GAME_NOT_OPEN,
      ErrorCode.JOIN_CLOSED,
      ErrorCode.ROOM_LOCKED,
      ErrorCode.TEAM_REQUIRED,
      ErrorCode.TEAM_NOT_FOUND,
      ErrorCode.TEAM_FULL,
    ],
  }),
  rejoinCode: defineRoute({
    method: 'POST',
    path: '/api/game/:code/players/:playerId/rejoin-code',
    summary: "Issue a rejoin code for a player's new device",
    description:
      'Six characters without look-alikes, single-use, valid 10 minutes; one live code per player (a new one ' +
      'replaces it). The host reads it out; the new device redeems it with `POST /api/game/{code}/rejoin`.',
    auth: 'host',
    ability: 'run',
    ok: { status: 200, schema: ZRejoinCode },
    errors: [ErrorCode.GAME_ALREADY_ENDED, ErrorCode.PLAYER_REMOVED],
  }),
  rejoin: defineRoute({
    method: 'POST',
    path: '/api/game/:code/rejoin',
    summary: 'Continue as a player on this device with a rejoin code',
    description:
      "The player moves to this device: the old device's calls answer 403 and its sockets get `you:moved`.",
    auth: 'player',
    body: ZRejoinRequest,
    ok: { status: 200, schema: ZMembership },
    rateLimited:
      'REJOIN_RATE_LIMIT_MAX per device, REJOIN_IP_RATE_LIMIT_MAX per client IP, and the code-miss limit',
    errors: [
      ErrorCode.INVALID_ROOM_CODE,
      ErrorCode.REMOVED_FROM_GAME,
      ErrorCode.GAME_ENDED,
      ErrorCode.ALREADY_PLAYING_HERE,
    ],
  }),
  claim: defineRoute({
    method: 'POST',
    path: '/api/game/:code/claims',
    summary: 'Ask to continue as a player on this device ("Is this you on a new phone?")',
    description:
      'By the name in the game. Nothing changes for the player until the host or a co-host approves; the claim ' +
      'waits 10 minutes (`claim:requested` to the staff). One waiting claim per device per game.',
    auth: 'player',
    body: ZDeviceClaimRequest,
    ok: { status: 201, schema: ZDeviceClaim },
    rateLimited:
      'REJOIN_RATE_LIMIT_MAX per device, REJOIN_IP_RATE_LIMIT_MAX per client IP, and the code-miss limit',
    errors: [
      ErrorCode.INVALID_ROOM_CODE,
      ErrorCode.REMOVED_FROM_GAME,
      ErrorCode.CLAIM_NOT_FOUND,
      ErrorCode.GAME_ENDED,
      ErrorCode.ALREADY_PLAYING_HERE,
      ErrorCode.CLAIM_ALREADY_PENDING,
    ],
  }),
  claimStatus: defineRoute({
    method: 'GET',
    path: '/api/game/:code/claims/:claimId',
    summary: "The asking device's claim and its answer (pending, approved, declined, expired)",
    auth: 'player',
    ok: { status: 200, schema: ZDeviceClaim },
    errors: [ErrorCode.INVALID_ROOM_CODE, ErrorCode.CLAIM_NOT_FOUND],
  }),
  claims: defineRoute({
    method: 'GET',
    path: '/api/game/:code/claims',
    summary: 'The claims waiting for a decision (owner, co-host)',
    auth: 'host',
    ability: 'run',
    ok: { status: 200, schema: ZDeviceClaims },
  }),
  approveClaim: defineRoute({
    method: 'POST',
    path: '/api/game/:code/claims/:claimId/approve',
    summary: 'Approve a claim: the player continues on the asking device (owner, co-host)',
    description:
      "The old device's calls answer 403 and its sockets get `you:moved`; the player's other claims are declined.",
    auth: 'host',
    ability: 'run',
    ok: { status: 200, schema: ZDeviceClaim },
    errors: [
      ErrorCode.CLAIM_NOT_FOUND,
      ErrorCode.CLAIM_SETTLED,
      ErrorCode.CLAIM_EXPIRED,
      ErrorCode.PLAYER_REMOVED,
      ErrorCode.ALREADY_PLAYING_HERE,
      ErrorCode.GAME_ALREADY_ENDED,
    ],
  }),
  declineClaim: defineRoute({
    method: 'POST',
    path: '/api/game/:code/claims/:claimId/decline',
    summary: 'Decline a claim (owner, co-host); nothing else changes',
    auth: 'host',
    ability: 'run',
    ok: { status: 200, schema: ZDeviceClaim },
    errors: [ErrorCode.CLAIM_NOT_FOUND, ErrorCode.CLAIM_SETTLED, ErrorCode.CLAIM_EXPIRED],
  }),
};
