import { gameStage, labelsNeeded, LIMITS, roleCan, type TGame } from '@picture-bingo/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { gamePaths } from '@/game/paths';
import { errorMessage } from '@/lib/errors';
import { useLabelPacks } from '../api/label-packs';
import { canLeaveEventSetup, useEventSetup } from '../hooks/use-event-setup';
import { BoardSizePicker } from './board-size-picker';
import { EventDetailsFields } from './event-details-fields';
import { EventLookFields } from './event-look-fields';
import { LabelChipsInput } from './label-chips-input';
import { SaveStatusNote } from './save-status';

function labelsSummary(count: number, size: number): string {
  const needed = labelsNeeded(size);
  const missing = needed - count;
  const base = `${count} label${count === 1 ? '' : 's'}. A ${size}x${size} card needs ${needed}`;
  return missing > 0 ? `${base}: ${missing} more needed.` : `${base}: all set.`;
}

/**
 * /host/{code}/event-setup, Step 1: event details, board size, the labels (typed, pasted or from a pack: the one
 * label editor) and free space, saved as the host goes. The setup is its owner's to change (`own`); a co-host
 * opens the page to see it and to change the event's look (`run`), a moderator to see it.
 */
export function EventSetupForm({ game }: { game: TGame }) {
  const navigate = useNavigate();
  const { values, change, autosave } = useEventSetup(game);
  const packs = useLabelPacks();
  const [leaving, setLeaving] = useState(false);
  const role = game.role ?? 'owner';
  const owner = roleCan(role, 'own');
  const boardLocked = gameStage(game) !== 'draft';
  const ready = canLeaveEventSetup(values);

  const goToBoard = async () => {
    setLeaving(true);
    const saved = await autosave.flush();
    setLeaving(false);
    if (saved) void navigate(gamePaths.boardConfig(game.gameCode));
  };
  const next = { disabled: !ready, loading: leaving, onClick: () => void goToBoard() };

  return (
    <div className="flex flex-col gap-6">
      {owner ? (
        <Alert variant="info">These event details will be shown to players when they join your game.</Alert>
      ) : (
        <Alert variant="info">
          Only the game’s owner changes its setup.
          {roleCan(role, 'run') && ' As a co-host, you can change the event’s look: its logo and colour.'}
        </Alert>
      )}
      <Card className="flex flex-col gap-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm font-semibold text-violet-700">Step 1</p>
            <h2 className="text-xl font-semibold text-slate-900">Event Setup</h2>
          </div>
          {owner && <SaveStatusNote status={autosave.status} error={autosave.error} />}
        </div>
        <fieldset disabled={!owner} className="contents">
          <EventDetailsFields
            values={values}
            onChange={(patch) => change(patch, patch.language !== undefined)}
          />
        </fieldset>
        {roleCan(role, 'run') && <EventLookFields game={game} />}
        <fieldset className="flex flex-col gap-5" disabled={boardLocked || !owner}>
          <legend className="mb-3 text-base font-semibold text-slate-900">Board</legend>
          {owner && boardLocked && (
            <Alert variant="warning">The board can no longer be changed once the game is paid for.</Alert>
          )}
          <BoardSizePicker
            value={values.boardSize}
            onChange={(boardSize) => change({ boardSize }, true)}
            disabled={boardLocked || !owner}
          />
          <LabelChipsInput
            words={values.words}
            onChange={(words) => change({ words }, true)}
            disabled={boardLocked || !owner}
            helperText={labelsSummary(values.words.length, values.boardSize)}
            packs={packs.data}
          />
          {packs.isError && <Alert variant="error">{errorMessage(packs.error)}</Alert>}
          <Input
            label="Free Space"
            name="freeSpaceWord"
            required
            maxLength={LIMITS.freeSpaceWord}
            value={values.freeSpaceWord}
            onChange={(event) => change({ freeSpaceWord: event.target.value })}
            helperText="The word in the centre cell of every card, e.g. FREE."
            className="sm:max-w-xs"
          />
        </fieldset>
        {!owner && (
          <div className="border-t border-slate-200 pt-5">
            <Link to={gamePaths.room(game.gameCode)} className={buttonClasses({ variant: 'outlined' })}>
              Back to Room
            </Link>
          </div>
        )}
        {owner && (
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
            <Button variant="soft" {...next}>
              Preview Board
            </Button>
            {!ready && (
              <p className="text-sm text-slate-600">
                Fill in the title, date, welcome message and free space to continue.
              </p>
            )}
          </div>
        )}
      </Card>
      {owner && (
        <div className="flex justify-end">
          <Button size="lg" {...next} className="w-full sm:w-auto">
            Next
          </Button>
        </div>
      )}
    </div>
  );
}
