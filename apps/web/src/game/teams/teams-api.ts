import { ZQueuePlayer, ZTeamList, type TTeamsUpdate } from '@picture-bingo/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
