import { roomCodeKey } from '@picture-bingo/shared';

/**
 * A game's API path, `/game/{code}` and what follows: the one place the web builds it. The code goes in the form the
 * server compares codes in (shared `roomCodeKey`: spaces and dashes dropped, upper case, look-alikes folded).
 */
export const gameApiPath = (code: string, rest = '') =>
  `/game/${encodeURIComponent(roomCodeKey(code))}${rest}`;

/** The app's paths for one game (spec section 2), so no screen spells them out by hand. */
export const gamePaths = {
  playerName: (code: string) => `/room/${code}/player-name`,
  eventSetup: (code: string) => `/host/${code}/event-setup`,
  boardConfig: (code: string) => `/host/${code}/board-config`,
  gameRules: (code: string) => `/host/${code}/game-rules`,
  pricing: (code: string) => `/host/${code}/pricing`,
  roomDetails: (code: string) => `/host/${code}/room-details`,
  playersQueue: (code: string) => `/host/${code}/players-queue`,
  review: (code: string) => `/host/${code}/review`,
  reviewQueue: (code: string) => `/room/${code}/moderate`,
  room: (code: string) => `/room/${code}`,
  bigScreen: (code: string) => `/room/${code}/screen`,
  roomPlayers: (code: string) => `/room/${code}/players`,
  gameBoard: (code: string) => `/game-board/${code}`,
  gallery: (code: string) => `/gallery/${code}`,
  progress: (code: string) => `/progress/${code}`,
  results: (code: string) => `/results/${code}`,
};

/** The link players open (or scan) to join this room: {origin}/join/{code}, the origin from `useShareBase`. */
export const joinUrl = (origin: string, code: string) => `${origin}/join/${code}`;
