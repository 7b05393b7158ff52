import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { ActionCard } from '@/components/ui/action-card';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCreateGame } from '@/features/host-setup/api/create-game';
import { CreateRoomCard } from '@/features/host-setup/components/create-room-card';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  className: 'size-6',
  'aria-hidden': true,
} as const;

/** /host, the host's home: start a game or open one. */
export default function HostRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const createGame = useCreateGame();
  const onCreateRoom = () =>
    createGame.mutate(undefined, {
      onSuccess: (game) => void navigate(gamePaths.playerName(game.gameCode)),
      // The server's message when it gave one, else "Failed to create game".
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <div className="flex flex-col gap-6">
      {user && (
        <p className="text-slate-700">{rich(m.games_home_signed_in, { email: <bdi>{user.email}</bdi> })}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <CreateRoomCard onCreateRoom={onCreateRoom} isCreating={createGame.isPending} />
        <ActionCard
          to="/active-games"
          title={m.games_home_active_title()}
          description={m.games_home_active_description()}
          icon={
            <svg {...iconProps}>
              <circle cx="12" cy="12" r="9" />
              <path d="M10 8.5v7l5.5-3.5z" />
            </svg>
          }
        />
        <ActionCard
          to="/past-games"
          title={m.games_home_past_title()}
          description={m.games_home_past_description()}
          icon={
            <svg {...iconProps}>
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" />
            </svg>
          }
        />
      </div>
    </div>
  );
}
