import { LOBBY_SNAPSHOT_PLAYERS, type TQueuePlayer } from '@picture-bingo/shared';

/**
 * The players a phone's lobby lists, in joining order: the most recent LOBBY_SNAPSHOT_PLAYERS joins, with the
 * reader's own entry first when it joined before them (what the server's snapshot holds, and the joins since
 * while the game fits the window; past it a phone is sent only the count, so a lobby of thousands draws a
 * hundred rows as of its snapshot). `more`: the players left unlisted.
 */
export function lobbyWindow(players: readonly TQueuePlayer[], myId: string, playerCount: number) {
  const recent = players.slice(-LOBBY_SNAPSHOT_PLAYERS);
  const own = recent.some((p) => p.id === myId) ? undefined : players.find((p) => p.id === myId);
  const shown = own ? [own, ...recent] : recent;
  return { shown, more: Math.max(playerCount - shown.length, 0) };
}
