import {
  centreIndex,
  dealCard,
  type DealMode,
  gameStage,
  labelsNeeded,
  type TGame,
} from '@picture-bingo/shared';
import { SetupStep } from '@/components/game/setup-step';
import { useState } from 'react';
import { Link } from 'react-router';
import { viewerCan } from '@/game/abilities';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';
import { getStoredPlayerName } from '@/lib/storage';
import { useGameAutosave } from '../hooks/use-game-autosave';
import { poolSummary } from '../utils/labels-texts';
import { reshuffleBoard } from '../utils/reshuffle';
import { BoardPreview } from './board-preview';
import { DealModePicker } from './deal-mode-picker';
import { SaveStatusNote } from './save-status';
import { Icon } from '@/components/ui/icon';

/**
 * /host/{code}/board-config: the host's own card as players will see one, reshuffled at will; while the game is a
 * draft, how cards are dealt from its labels, saved as the host goes. The labels have one editor, on Step 1 (Edit).
 */
export function BoardConfigView({ game }: { game: TGame }) {
  const { boardSize, freeSpaceWord, gameCode } = game;
  // How cards are dealt is the setup's: its owner changes it, while the game is a draft.
  const owner = viewerCan(game, 'own');
  const editable = owner && gameStage(game) === 'draft';
  const autosave = useGameAutosave(gameCode);
  const { words } = game;
  const [dealMode, setDealMode] = useState<DealMode>(game.dealMode);
  const [cells, setCells] = useState(() => dealCard(words, boardSize, freeSpaceWord, dealMode));
  const name = game.hostName || getStoredPlayerName();
  const missing = labelsNeeded(boardSize) - words.length;

  const changeDealMode = (mode: DealMode) => {
    setDealMode(mode);
    setCells(dealCard(words, boardSize, freeSpaceWord, mode));
    autosave.save({ dealMode: mode }, true);
  };

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col items-center gap-5">
        <div className="flex w-full flex-col gap-1 text-center">
          <SetupStep step="board-config" />
          <h2 className="text-xl font-bold [overflow-wrap:anywhere] text-slate-900" dir="auto">
            {game.eventTitle || m.setup_untitled()}
          </h2>
          <p className="text-slate-700">
            {name
              ? rich(m.setup_board_greeting, { name: <bdi>{name}</bdi> })
              : m.setup_board_greeting_anonymous()}
          </p>
        </div>
        <BoardPreview cells={cells} size={boardSize} freeSpaceIndex={centreIndex(boardSize)} />
        <Button
          variant="outlined"
          onClick={() =>
            setCells((current) => reshuffleBoard(current, words, boardSize, freeSpaceWord, dealMode))
          }
        >
          <Icon>
            <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M21 12a9 9 0 0 1-15.5 6.2L3 16M3 21v-5h5" />
          </Icon>
          {m.setup_shuffle_card()}
        </Button>
        <p className="max-w-md text-center text-sm font-medium text-slate-800" data-testid="pool-summary">
          {poolSummary(words.length, boardSize, dealMode)}
        </p>
        <p className="max-w-md text-center text-sm text-slate-600">{m.setup_preview_note()}</p>
        {missing > 0 && (
          <Alert variant="warning" className="w-full max-w-md">
            {m.setup_labels_missing({
              count: missing,
              shown: formatCount(missing),
              size: formatCount(boardSize),
              needed: formatCount(labelsNeeded(boardSize)),
            })}
          </Alert>
        )}
      </Card>
      {editable ? (
        <Card className="flex flex-col gap-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 className="text-xl font-semibold text-slate-900">{m.setup_labels()}</h2>
            <SaveStatusNote status={autosave.status} error={autosave.error} />
          </div>
          <p className="text-slate-700">
            {rich(
              (parts: { link: string }) =>
                m.setup_labels_edit({ count: words.length, shown: formatCount(words.length), ...parts }),
              {
                link: (
                  <Link
                    to={gamePaths.eventSetup(gameCode)}
                    className="font-semibold text-violet-800 underline"
                  >
                    {m.setup_edit_labels()}
                  </Link>
                ),
              },
            )}
          </p>
          <DealModePicker dealMode={dealMode} onChange={changeDealMode} />
        </Card>
      ) : (
        <Alert variant="info">{owner ? m.setup_labels_locked() : m.setup_owner_only()}</Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link
          to={gamePaths.eventSetup(gameCode)}
          className={buttonClasses({ variant: 'outlined', size: 'lg' })}
        >
          {m.setup_edit()}
        </Link>
        <Link to={gamePaths.gameRules(gameCode)} className={buttonClasses({ size: 'lg' })}>
          {m.setup_next()}
        </Link>
      </div>
    </div>
  );
}
