import { gameStage, isSettled, type TGame } from '@picture-bingo/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HostGameGate } from '@/components/game/host-game-gate';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { useGameRules } from '../hooks/use-game-rules';
import { useTeamSetup } from '../hooks/use-team-setup';
import { TeamsRule } from './teams-rule';
import { GameRulesForm } from './game-rules-form';
import { SaveStatusNote } from './save-status';
import { SetupProblems } from '@/components/game/setup-problems';
import { setupProblemTexts } from '@/components/game/setup-problem-texts';

function ProceedButton({
  onClick,
  disabled,
  loading,
}: {
  onClick?: () => void;
  disabled: boolean;
  loading?: boolean;
}) {
  return (
    <div className="flex justify-end">
      <Button size="lg" className="w-full sm:w-auto" onClick={onClick} disabled={disabled} loading={loading}>
        {m.setup_proceed()}
      </Button>
    </div>
  );
}

function RulesLoading() {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {m.setup_rules_loading()}
      </p>
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
      <ProceedButton disabled />
    </div>
  );
}

function GameRulesEditor({ game }: { game: TGame }) {
  const navigate = useNavigate();
  const rules = useGameRules(game);
  const teams = useTeamSetup(game, rules);
  const [leaving, setLeaving] = useState(false);
  const locked = gameStage(game) !== 'draft';

  const proceed = async () => {
    setLeaving(true);
    const saved = await rules.autosave.flush();
    setLeaving(false);
    // A paid game has nothing left to pay for: its room is the next stop.
    if (saved) void navigate(game.paid ? gamePaths.room(game.gameCode) : gamePaths.pricing(game.gameCode));
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="text-slate-700">{m.setup_rules_intro()}</p>
        <SaveStatusNote status={rules.autosave.status} error={rules.autosave.error} />
      </div>
      {locked && <Alert variant="info">{m.setup_rules_locked()}</Alert>}
      <GameRulesForm rules={rules} locked={locked} ended={isSettled(gameStage(game))} />
      <ul className="flex flex-col gap-4">
        <TeamsRule setup={teams} locked={locked} />
      </ul>
      <SetupProblems code={game.gameCode} problems={setupProblemTexts(game)} />
      <ProceedButton
        onClick={() => void proceed()}
        disabled={rules.hasProblems || teams.maxSizeProblem !== null}
        loading={leaving}
      />
    </div>
  );
}

/** /host/{code}/game-rules: three skeletons while the game loads, then the rules as settings. */
export function GameRulesScreen({ code }: { code: string }) {
  return (
    <HostGameGate code={code} loading={<RulesLoading />}>
      {(game) => <GameRulesEditor game={game} />}
    </HostGameGate>
  );
}
