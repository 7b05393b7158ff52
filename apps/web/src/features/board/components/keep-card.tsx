import type { TCell } from '@picture-bingo/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { saveBlob } from '@/lib/download';
import { errorMessage } from '@/lib/errors';
import { renderCardImage } from '../utils/card-image';
import { m } from '@/lib/i18n/messages';

export interface KeepCardProps {
  code: string;
  title: string;
  playerName: string;
  boardSize: number;
  cells: readonly TCell[];
  /** The winner's card: "Your winning card", its complete lines outlined. */
  won: boolean;
}

/** Whether this browser can hand a file to the phone's share sheet (checked per file, as the API asks). */
const canShareFile = (file: File) =>
  typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] }) === true;

/**
 * After the game, the player's card with its photos as one picture to keep: Download my card (a PNG) and, where
 * the phone has a share sheet, Share my card (the picture itself, not a link); each photo stays in the gallery.
 */
export function KeepCard({ code, title, playerName, boardSize, cells, won }: KeepCardProps) {
  const [state, setState] = useState<{ busy: boolean; text: string; failed: boolean }>({
    busy: false,
    text: '',
    failed: false,
  });
  const fileName = `bingo_card_${code}.png`;
  const canShare = typeof navigator.share === 'function' && typeof navigator.canShare === 'function';

  const withCard = async (deliver: (file: File) => Promise<string>) => {
    setState({ busy: true, text: '', failed: false });
    try {
      const blob = await renderCardImage({
        title,
        subtitle: won ? m.board_card_winner({ name: playerName }) : m.board_card_of({ name: playerName }),
        boardSize,
        cells,
        outlineLines: won,
      });
      const text = await deliver(new File([blob], fileName, { type: 'image/png' }));
      setState({ busy: false, text, failed: false });
    } catch (error) {
      // Closing the share sheet is the player's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') {
        setState({ busy: false, text: '', failed: false });
      } else setState({ busy: false, text: errorMessage(error), failed: true });
    }
  };

  const download = (file: File) => {
    saveBlob(file, file.name);
    return Promise.resolve(m.board_saved({ file: file.name }));
  };
  const share = async (file: File) => {
    if (!canShareFile(file)) return download(file);
    await navigator.share({ files: [file], title, text: won ? m.board_i_won({ title }) : title });
    return m.board_shared();
  };

  return (
    <section
      aria-labelledby="keep-card-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="keep-card-title" className="text-lg font-bold text-slate-900">
        {won ? m.board_your_winning_card() : m.board_your_card()}
      </h2>
      <p className="text-sm text-slate-700">{m.board_keep_intro()}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void withCard(download)} loading={state.busy} disabled={state.busy}>
          {!state.busy && (
            <Icon className="size-4">
              <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
            </Icon>
          )}
          {m.board_download_card()}
        </Button>
        {canShare && (
          <Button variant="outlined" onClick={() => void withCard(share)} disabled={state.busy}>
            {m.board_share_card()}
          </Button>
        )}
      </div>
      <p role="status" className={state.failed ? 'text-sm text-red-700' : 'text-sm text-slate-700'}>
        {state.text}
      </p>
    </section>
  );
}
