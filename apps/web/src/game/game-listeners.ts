import type {
  ServerToClientEvents,
  TBingoCall,
  TCellUpdate,
  TDeviceClaim,
  TGameSummary,
  TLeaderboard,
  TPrizeAward,
  TQueuePlayer,
} from '@picture-bingo/shared';
import type { TPhotoHearts } from '@picture-bingo/shared/hearts';

/** What `bingo:called` carries. */
export type TBingoCalled = Parameters<ServerToClientEvents['bingo:called']>[0];
/** What `prize:withdrawn` carries. */
export type TPrizeWithdrawn = Parameters<ServerToClientEvents['prize:withdrawn']>[0];

/** What a screen does with the events beyond the channel's own state (the game and its players). */
export interface GameListeners {
  onCellUpdated?: (update: TCellUpdate) => void;
  onGameUpdated?: (game: TGameSummary) => void;
  onPlayerJoined?: (player: TQueuePlayer) => void;
  /** Players who joined, one frame at a time; when set, it is called instead of onPlayerJoined. */
  onPlayersJoined?: (players: TQueuePlayer[]) => void;
  onPlayerRemoved?: (playerId: string) => void;
  /** A full snapshot arrived (every connect and reconnect): the players' state is fresh as of now. */
  onSnapshot?: () => void;
  /** The host's sockets only: a player's device came online or went offline. */
  onPresence?: (payload: { playerId: string; online: boolean }) => void;
  /** The host renamed a player (or its device rejoined under a new name). */
  onPlayerRenamed?: (player: TQueuePlayer) => void;
  /** A player's card met the win condition (server time). */
  onPlayerCompleted?: (payload: { playerId: string; completedAt: string; first: boolean }) => void;
  /** A player's BINGO! was accepted (pendingPhotos: their photos still waiting for review). */
  onBingoCalled?: (payload: TBingoCalled) => void;
  /** A BINGO! call was answered: to its card's phones and the game's staff screens. */
  onBingoAnswered?: (call: TBingoCall) => void;
  /** The host's sockets only: a guest asked to continue as a player on a new phone, or that was answered. */
  onClaim?: (claim: TDeviceClaim) => void;
  /** The host chose the winner: the final leaderboard. */
  onWinner?: (leaderboard: TLeaderboard) => void;
  /** A prize was awarded ('prizes' games; the last one also sends onWinner). */
  onPrizeAwarded?: (payload: { prize: TPrizeAward; prizes: TPrizeAward[] }) => void;
  /** The staff's sockets only: an awarded prize's winner's card lost its line, has it again, or it was kept. */
  onPrizeLine?: (payload: { prize: TPrizeAward; prizes: TPrizeAward[] }) => void;
  /** The host withdrew a prize (its winner's line was broken): the prizes as they are now. */
  onPrizeWithdrawn?: (payload: TPrizeWithdrawn) => void;
  /** Photos' heart counts changed (watching sockets and the host's, one frame at a time). */
  onHearts?: (updates: TPhotoHearts[]) => void;
  /** The host moved a member (`playerId`) to another team (`teamId`): the game's every socket hears it. */
  onPlayerTeam?: (payload: { playerId: string; teamId: string }) => void;
  /** A member's own sockets only: the host moved them to another team (its card is `cardId`). */
  onTeamChanged?: (payload: { teamId: string; cardId: string }) => void;
  /**
   * Connected again after a drop, or the page came back into view: deltas sent meanwhile may have been missed,
   * so fetched state should be refreshed.
   */
  onReconnected?: () => void;
}
