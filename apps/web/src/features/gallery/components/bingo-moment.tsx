import { cardLines } from '@picture-bingo/shared';
import type { ReactNode } from 'react';
import { CellLabel } from '@/components/game/cell-label';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { bingoCardOf, type TBingoCard } from '../utils/bingo-card';

/**
 * Where the BINGO! moment stands: the host has not decided yet, the caller won, someone else won the game, the
 * host found the call not valid (with a reason), another card won the prize called for first, or the game was
 * cancelled before anyone answered.
 */
export type TBingoOutcome =
  | { kind: 'waiting' }
  | { kind: 'won' }
  | { kind: 'other'; winner: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'overtaken'; prize: string | null }
  | { kind: 'cancelled' };

/** The moment's title and words for an outcome. */
function momentTexts(outcome: TBingoOutcome, hostName: string): { title: string; text: ReactNode } {
  const host = <bdi>{hostName}</bdi>;
  switch (outcome.kind) {
    case 'waiting':
      // "BINGO!" is the game's call, the same in every language.
      return { title: 'BINGO!', text: rich(m.gallery_waiting_confirm, { host }) };
    case 'won':
      return { title: m.gallery_you_won(), text: m.gallery_host_confirmed() };
    case 'other':
      return {
        title: m.gallery_not_yet(),
        text: rich(m.gallery_other_won, { winner: <bdi>{outcome.winner}</bdi> }),
      };
    case 'refused':
      return {
        title: m.board_call_refused_title(),
        text: rich(m.board_call_refused_reason, { host, reason: <bdi>{outcome.reason}</bdi> }),
      };
    case 'overtaken':
      return {
        title: m.gallery_not_yet(),
        text: outcome.prize
          ? rich(m.board_call_overtaken_prize, { prize: <bdi>{outcome.prize}</bdi> })
          : m.board_call_overtaken(),
      };
    case 'cancelled':
      return { title: m.board_cancelled_title(), text: m.board_call_closed_cancelled() };
  }
}

/** The cells of every complete row, column or diagonal of the card: its winning line(s). */
function winningCells({ cells, boardSize }: TBingoCard): Set<number> {
  const marked = new Map(cells.map((cell) => [cell.idx, cell.isMarked]));
  return new Set(
    cardLines(boardSize)
      .filter((line) => line.every((idx) => marked.get(idx)))
      .flat(),
  );
}

/** The caller's own card with the winning line outlined; every cell shows its label, a photo's on the photo. */
function CardPreview({ card }: { card: TBingoCard }) {
  const winning = winningCells(card);
  const cells = [...card.cells].sort((a, b) => a.idx - b.idx);
  return (
    <ol
      aria-label={m.gallery_your_card()}
      className="grid w-full max-w-xs gap-1"
      style={{ gridTemplateColumns: `repeat(${card.boardSize}, minmax(0, 1fr))` }}
    >
      {cells.map((cell) => (
        <li
          key={cell.idx}
          className={cn(
            'relative aspect-square overflow-hidden rounded-md bg-slate-100 text-slate-900',
            winning.has(cell.idx) && 'ring-4 ring-amber-400',
          )}
        >
          {cell.thumb ? (
            <>
              {/* The cell's own label is its name, written on the photo: never the next row's text below. */}
              <img src={cell.thumb} alt="" className="absolute inset-0 size-full object-cover" />
              <span className="absolute inset-x-0 bottom-0 flex h-2/5 bg-slate-950/75 px-0.5 text-white">
                <CellLabel text={cell.value} max={12} min={9} className="font-semibold" />
              </span>
            </>
          ) : (
            <CellLabel text={cell.value} max={14} />
          )}
          {winning.has(cell.idx) && <span className="sr-only"> {m.gallery_on_winning_line()}</span>}
        </li>
      ))}
    </ol>
  );
}

const CONFETTI_COLOURS = ['bg-amber-400', 'bg-violet-500', 'bg-emerald-500', 'bg-rose-500', 'bg-sky-500'];

/** Falling confetti, drawn only when the system allows motion (nothing at all with reduced motion). */
function Confetti() {
  return (
    <div
      aria-hidden="true"
      data-testid="confetti"
      className="pointer-events-none fixed inset-0 hidden overflow-hidden motion-safe:block"
    >
      {Array.from({ length: 28 }, (_, i) => (
        <span
          key={i}
          className={cn(
            'confetti absolute top-0 block h-3 w-2 rounded-sm',
            CONFETTI_COLOURS[i % CONFETTI_COLOURS.length],
          )}
          style={{ left: `${(i * 37) % 100}%`, animationDelay: `${(i % 7) * 0.25}s` }}
        />
      ))}
    </div>
  );
}

/**
 * The caller's BINGO! moment over the gallery: "Waiting for {host} to confirm…" over their card with the winning
 * line, then "You won!" with confetti, or a kind "Not yet — keep going" when the host chose someone else.
 */
export function BingoMoment({
  state,
  hostName,
  outcome,
  onClose,
}: {
  /** The history entry's state that BINGO! left: the caller's card (anything else shows nothing). */
  state: unknown;
  hostName: string;
  outcome: TBingoOutcome;
  onClose: () => void;
}) {
  const card = bingoCardOf(state);
  if (!card) return null;
  const { title, text } = momentTexts(outcome, hostName);
  return (
    <Modal open title={title} onClose={onClose} className="max-w-md gap-5">
      {outcome.kind === 'won' && <Confetti />}
      <p aria-live="polite" className="text-lg text-slate-800">
        {text}
      </p>
      <CardPreview card={card} />
      <Button size="lg" onClick={onClose} variant={outcome.kind === 'waiting' ? 'outlined' : 'contained'}>
        {outcome.kind === 'waiting'
          ? m.gallery_look_while_waiting()
          : outcome.kind === 'cancelled'
            ? m.gallery_close()
            : m.gallery_see_photos()}
      </Button>
    </Modal>
  );
}
