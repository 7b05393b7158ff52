import { ZGallery, ZProgress, type TGallery, type TProgress } from '@picture-bingo/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { playerHeaders } from './device';
import type { GameRole } from './game-channel';

export const gamePath = (code: string) => `/game/${encodeURIComponent(code.toUpperCase())}`;

/**
 * The gallery and progress of one game, for its host (bearer token) or one of its players (device token).
 * The role is part of the key: a host who also plays on this browser never mixes the two answers.
 */
export const resultsKeys = {
  all: (code: string) => ['results', code.toUpperCase()] as const,
  gallery: (code: string, role: GameRole) => [...resultsKeys.all(code), 'gallery', role] as const,
  progress: (code: string, role: GameRole) => [...resultsKeys.all(code), 'progress', role] as const,
};

export const roleHeaders = (role: GameRole) => (role === 'player' ? playerHeaders() : undefined);

/** GET /game/:code/gallery: every player's board and standing. */
export const getGallery = (code: string, role: GameRole) =>
  api.get(`${gamePath(code)}/gallery`, {
    schema: ZGallery,
    errorMessage: 'Failed to load the gallery',
    headers: roleHeaders(role),
  });

/** GET /game/:code/progress: every player's marked count, the ranking, and the leaderboard once decided. */
export const getProgress = (code: string, role: GameRole) =>
  api.get(`${gamePath(code)}/progress`, {
    schema: ZProgress,
    errorMessage: 'Failed to load progress',
    headers: roleHeaders(role),
  });

export const galleryQueryOptions = (code: string, role: GameRole) =>
  queryOptions<TGallery>({
    queryKey: resultsKeys.gallery(code, role),
    queryFn: () => getGallery(code, role),
  });

export const progressQueryOptions = (code: string, role: GameRole) =>
  queryOptions<TProgress>({
    queryKey: resultsKeys.progress(code, role),
    queryFn: () => getProgress(code, role),
  });
