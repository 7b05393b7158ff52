import { gameStage, LIMITS, type TGame } from '@picture-bingo/shared';
import { SetupStep } from '@/components/game/setup-step';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { viewerCan } from '@/game/abilities';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { gamePaths } from '@/game/paths';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { useLabelPacks } from '../api/label-packs';
import { canLeaveEventSetup, useEventSetup } from '../hooks/use-event-setup';
import { labelsSummary } from '../utils/labels-texts';
import { BoardSizePicker } from './board-size-picker';
import { EventDetailsFields } from './event-details-fields';
import { EventLookFields } from './event-look-fields';
import { LabelChipsInput } from './label-chips-input';
import { SaveStatusNote } from './save-status';

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
  const owner = viewerCan(game, 'own');
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
        <Alert variant="info">{m.setup_event_info()}</Alert>
      ) : (
        <Alert variant="info">
          {viewerCan(game, 'run') ? m.setup_owner_only_cohost() : m.setup_owner_only()}
        </Alert>
      )}
      <Card className="flex flex-col gap-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <SetupStep step="event-setup" />
            <h2 className="text-xl font-semibold text-slate-900">{m.setup_event_setup()}</h2>
          </div>
          {owner && <SaveStatusNote status={autosave.status} error={autosave.error} />}
        </div>
        <fieldset disabled={!owner} className="contents">
          <EventDetailsFields
            values={values}
            onChange={(patch) => change(patch, patch.language !== undefined)}
          />
        </fieldset>
        {viewerCan(game, 'run') && <EventLookFields game={game} />}
        <fieldset className="flex flex-col gap-5" disabled={boardLocked || !owner}>
          <legend className="mb-3 text-base font-semibold text-slate-900">{m.setup_board()}</legend>
          {owner && boardLocked && <Alert variant="warning">{m.setup_board_locked()}</Alert>}
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
            label={m.setup_free_space()}
            name="freeSpaceWord"
            dir="auto"
            required
            maxLength={LIMITS.freeSpaceWord}
            value={values.freeSpaceWord}
            onChange={(event) => change({ freeSpaceWord: event.target.value })}
            helperText={m.setup_free_space_help()}
            className="sm:max-w-xs"
          />
        </fieldset>
        {!owner && (
          <div className="border-t border-slate-200 pt-5">
            <Link to={gamePaths.room(game.gameCode)} className={buttonClasses({ variant: 'outlined' })}>
              {m.setup_back_to_room()}
            </Link>
          </div>
        )}
        {owner && (
          <div className="flex flex-col gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
            <Button variant="soft" {...next}>
              {m.setup_preview_board()}
            </Button>
            {!ready && <p className="text-sm text-slate-600">{m.setup_fill_in()}</p>}
          </div>
        )}
      </Card>
      {owner && (
        <div className="flex justify-end">
          <Button size="lg" {...next} className="w-full sm:w-auto">
            {m.setup_next()}
          </Button>
        </div>
      )}
    </div>
  );
}
