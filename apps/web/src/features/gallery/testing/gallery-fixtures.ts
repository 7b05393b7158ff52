import type { TCell, TGallery, TGalleryCard } from '@picture-bingo/shared';

/** Test data: a cell of a 3x3 card (the centre is the free space). */
export const galleryCell = (idx: number, over: Partial<TCell> = {}): TCell => ({
  idx,
  value: idx === 4 ? 'Free' : `Label ${idx + 1}`,
  isMarked: idx === 4,
  image: null,
  thumb: null,
  isFreeSpace: idx === 4,
  updatedAt: null,
  ...over,
});

/** Test data: a player with a 3x3 card; `photos` are the cells holding a marked photo. */
export function galleryPlayer(id: string, name: string, photos: number[] = []): TGalleryCard {
  return {
    id,
    name,
    status: 'in_progress',
    markedCount: photos.length,
    totalCount: 8,
    completedAt: null,
    lastMarkedAt: null,
    first: false,
    joinedAt: '2025-01-15T10:00:00.000Z',
    cells: Array.from({ length: 9 }, (_, idx) =>
      photos.includes(idx)
        ? galleryCell(idx, {
            isMarked: true,
            image: `/media/${id}-${idx}.webp`,
            thumb: `/media/${id}-${idx}-thumb.webp`,
            updatedAt: '2025-01-15T10:05:00.000Z',
          })
        : galleryCell(idx),
    ),
  };
}

/** Test data: an active game's gallery. */
export function galleryOf(players: TGalleryCard[]): TGallery {
  return {
    game: {
      gameCode: 'ABC123',
      eventTitle: 'Summer Picnic',
      eventDate: '2025-07-01',
      welcomeMessage: 'Welcome!',
      hostName: 'Host',
      boardSize: 3,
      timeLimitMinutes: 30,
      winCondition: 'full',
      photoReview: false,
      safetyCheck: 'explicit',
      autoConfirmWinner: false,
      nameFilter: true,
      status: 'ACTIVE',
      phase: 'playing',
      maxPlayer: 120,
      joinAfterStart: true,
      playerCount: players.length,
      startedAt: '2025-01-15T10:00:00.000Z',
      endsAt: '2025-01-15T10:30:00.000Z',
    },
    players,
    leaderboard: null,
  };
}
