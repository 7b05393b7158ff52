import {
  ZQueuePlayer,
  ZTeamList,
  type TQueuePlayer,
  type TTeam,
  type TTeamsUpdate,
} from '@picture-bingo/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { gameKeys } from '@/game/host-game';
import { gameApiPath } from '@/game/paths';
import { teamKeys } from './team-folds';

export { teamKeys };

/** GET /game/:code/teams: the teams with their sizes and members (the join screen, the lobby, the host). */
export const getTeams = (code: string) =>
  api.get(gameApiPath(code, '/teams'), { schema: ZTeamList, errorMessage: 'Failed to load the teams' });

export const useTeams = (code: string, enabled = true) =>
  useQuery({ queryKey: teamKeys.list(code), queryFn: () => getTeams(code), enabled });

/**
 * A team game's teams for a live list of its players (the host's lobby, the big screen): read again whenever who
 * is in the game, or in which team, changes. Empty for an individual game or until read.
 */
export function useTeamsOfPlayers(code: string, teamGame: boolean, players: TQueuePlayer[] | null): TTeam[] {
  const { data, refetch } = useTeams(code, teamGame);
  const roster = players?.map((player) => `${player.id}:${player.teamId ?? ''}`).join() ?? null;
  useEffect(() => {
    if (teamGame && roster !== null) void refetch();
  }, [teamGame, roster, refetch]);
  return teamGame ? (data?.teams ?? []) : [];
}

/** PUT /game/:code/teams: the host's whole team list (a draft's). */
export function useSaveTeams(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teams: TTeamsUpdate['teams']) =>
      api.put(
        gameApiPath(code, '/teams'),
        { teams },
        { schema: ZTeamList, errorMessage: 'Failed to save the teams' },
      ),
    onSuccess: (list) => {
      queryClient.setQueryData(teamKeys.list(code), list);
      void queryClient.invalidateQueries({ queryKey: gameKeys.host(code) });
    },
  });
}

/** POST /game/:code/players/:playerId/team: the host moves a member to another team. */
export function useMoveToTeam(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, teamId }: { playerId: string; teamId: string }) =>
      api.post(
        gameApiPath(code, `/players/${encodeURIComponent(playerId)}/team`),
        { teamId },
        { schema: ZQueuePlayer, errorMessage: 'Failed to move the player' },
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.list(code) }),
  });
}
