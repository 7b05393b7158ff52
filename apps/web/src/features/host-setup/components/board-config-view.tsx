import {
  centreIndex,
  dealPlayerBoard,
  type DealMode,
  gameStage,
  labelsNeeded,
  poolSummary,
  type TGame,
  UNTITLED_GAME,
} from '@picture-bingo/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { gamePaths } from '@/game/paths';
import { getStoredPlayerName } from '@/lib/storage';
import { useGameAutosave } from '../hooks/use-game-autosave';
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
  const editable = gameStage(game) === 'draft';
  const autosave = useGameAutosave(gameCode);
  const { words } = game;
  const [dealMode, setDealMode] = useState<DealMode>(game.dealMode);
  const [cells, setCells] = useState(() => dealPlayerBoard(words, boardSize, freeSpaceWord, dealMode));
  const name = game.hostName || getStoredPlayerName() || 'there';
  const missing = labelsNeeded(boardSize) - words.length;

  const changeDealMode = (mode: DealMode) => {
    setDealMode(mode);
    setCells(dealPlayerBoard(words, boardSize, freeSpaceWord, mode));
    autosave.save({ dealMode: mode }, true);
  };

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col items-center gap-5">
        <div className="flex w-full flex-col gap-1 text-center">
          <h2 className="text-xl font-bold [overflow-wrap:anywhere] text-slate-900">
            {game.eventTitle || UNTITLED_GAME}
          </h2>
          <p className="text-slate-700">Hi {name}! Here is your bingo card</p>
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
          Shuffle card
        </Button>
        <p className="max-w-md text-center text-sm font-medium text-slate-800" data-testid="pool-summary">
          {poolSummary(words.length, boardSize, dealMode)}
        </p>
        <p className="max-w-md text-center text-sm text-slate-600">
          This is a preview. Every player gets their own shuffle of your labels when they join, with the free
          space always in the centre.
        </p>
        {missing > 0 && (
          <Alert variant="warning" className="w-full max-w-md">
            Add {missing} more label{missing === 1 ? '' : 's'} before you can start: a {boardSize}x{boardSize}{' '}
            card needs {labelsNeeded(boardSize)}. Empty cells show as &ldquo;Cell n&rdquo; for now.
          </Alert>
        )}
      </Card>
      {editable ? (
        <Card className="flex flex-col gap-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 className="text-xl font-semibold text-slate-900">Labels</h2>
            <SaveStatusNote status={autosave.status} error={autosave.error} />
          </div>
          <p className="text-slate-700">
            {words.length} label{words.length === 1 ? '' : 's'}.{' '}
            <Link to={gamePaths.eventSetup(gameCode)} className="font-semibold text-violet-800 underline">
              Edit labels
            </Link>{' '}
            on Step 1: type them, paste a list or add a label pack.
          </p>
          <DealModePicker dealMode={dealMode} onChange={changeDealMode} />
        </Card>
      ) : (
        <Alert variant="info">The labels can no longer be changed once the game is paid for.</Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link
          to={gamePaths.eventSetup(gameCode)}
          className={buttonClasses({ variant: 'outlined', size: 'lg' })}
        >
          Edit
        </Link>
        <Link to={gamePaths.gameRules(gameCode)} className={buttonClasses({ size: 'lg' })}>
          Next
        </Link>
      </div>
    </div>
  );
}
