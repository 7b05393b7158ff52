import { gameStage, isSettled, type TGame } from '@picture-bingo/shared';
import { SetupStep } from '@/components/game/setup-step';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { HostGameGate } from '@/components/game/host-game-gate';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { viewerCan } from '@/game/abilities';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { mergeAutosaves } from '../hooks/use-game-autosave';
import { useGameRules } from '../hooks/use-game-rules';
import { useTeamSetup } from '../hooks/use-team-setup';
import { TeamsRule } from './teams-rule';
import { GameRulesForm } from './game-rules-form';
import { SaveStatusNote } from './save-status';
import { SetupProblems } from '@/components/game/setup-problems';

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
  // The rules are the setup's: its owner changes them, while the game is a draft.
  const owner = viewerCan(game, 'own');
  const locked = !owner || gameStage(game) !== 'draft';

  const saveNote = mergeAutosaves(rules.autosave, teams.autosave);

  const proceed = async () => {
    setLeaving(true);
    const [rulesSaved, teamsSaved] = await Promise.all([rules.autosave.flush(), teams.autosave.flush()]);
    const saved = rulesSaved && teamsSaved;
    setLeaving(false);
    // A paid game has nothing left to pay for, and paying is its owner's: the room is the next stop then.
    if (saved) {
      void navigate(game.paid || !owner ? gamePaths.room(game.gameCode) : gamePaths.pricing(game.gameCode));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <SetupStep step="game-rules" />
          <p className="text-slate-700">{m.setup_rules_intro()}</p>
        </div>
        <SaveStatusNote status={saveNote.status} error={rules.autosave.error} />
      </div>
      {locked && <Alert variant="info">{owner ? m.setup_rules_locked() : m.setup_owner_only()}</Alert>}
      <GameRulesForm rules={rules} locked={locked} ended={isSettled(gameStage(game))} />
      <ul className="flex flex-col gap-4">
        <TeamsRule setup={teams} locked={locked} />
      </ul>
      {owner && <SetupProblems game={game} onRulesPage />}
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
