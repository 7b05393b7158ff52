import { gameStage, labelsNeeded, LIMITS, type TGame } from '@picture-bingo/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { gamePaths } from '@/game/paths';
import { canLeaveEventSetup, useEventSetup } from '../hooks/use-event-setup';
import { BoardSizePicker } from './board-size-picker';
import { EventDetailsFields } from './event-details-fields';
import { LabelChipsInput } from './label-chips-input';
import { SaveStatusNote } from './save-status';

function labelsSummary(count: number, size: number): string {
  const needed = labelsNeeded(size);
  const missing = needed - count;
  const base = `${count} label${count === 1 ? '' : 's'}. A ${size}x${size} card needs ${needed}`;
  return missing > 0 ? `${base}: ${missing} more needed.` : `${base}: all set.`;
}

/** /host/{code}/event-setup, Step 1: event details, board size, labels and free space, saved as the host goes. */
export function EventSetupForm({ game }: { game: TGame }) {
  const navigate = useNavigate();
  const { values, change, autosave } = useEventSetup(game);
  const [leaving, setLeaving] = useState(false);
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
      <Alert variant="info">These event details will be shown to players when they join your game.</Alert>
      <Card className="flex flex-col gap-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm font-semibold text-violet-700">Step 1</p>
            <h2 className="text-xl font-semibold text-slate-900">Event Setup</h2>
          </div>
          <SaveStatusNote status={autosave.status} error={autosave.error} />
        </div>
        <EventDetailsFields values={values} onChange={(patch) => change(patch)} />
        <fieldset className="flex flex-col gap-5" disabled={boardLocked}>
          <legend className="mb-3 text-base font-semibold text-slate-900">Board</legend>
          {boardLocked && (
            <Alert variant="warning">The board can no longer be changed once the game is paid for.</Alert>
          )}
          <BoardSizePicker
            value={values.boardSize}
            onChange={(boardSize) => change({ boardSize }, true)}
            disabled={boardLocked}
          />
          <LabelChipsInput
            words={values.words}
            onChange={(words) => change({ words }, true)}
            disabled={boardLocked}
            helperText={labelsSummary(values.words.length, values.boardSize)}
          />
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
      </Card>
      <div className="flex justify-end">
        <Button size="lg" {...next} className="w-full sm:w-auto">
          Next
        </Button>
      </div>
    </div>
  );
}
