import { ZCell, type TBoard, type TCell } from '@picture-bingo/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerHeaders } from '@/lib/device';
import { gameApiPath } from '@/game/paths';
import { playerGameKeys } from '@/game/player-game';
import { mergeCell } from '../utils/cell-state';

const cellImagePath = (code: string, idx: number) => gameApiPath(code, `/board/cells/${idx}/image`);

/**
 * PUT /game/:code/board/cells/:idx/image (multipart field `image`), reporting upload progress. The phone's UTC
 * offset (for an EXIF time without one) and a redrawn photo's original capture time go first, as fields.
 */
export function uploadCellImage(
  code: string,
  idx: number,
  file: File,
  {
    takenAt = null,
    ...options
  }: {
    signal: AbortSignal;
    onProgress: (sent: number) => void;
    takenAt?: string | null;
    replaces?: string | null;
  },
): Promise<TCell> {
  const body = new FormData();
  body.append('utcOffset', String(-new Date().getTimezoneOffset()));
  if (takenAt) body.append('takenAt', takenAt);
  body.append('image', file, file.name);
  const { replaces, ...rest } = options;
  // On a team's card: the photo the phone showed in the cell (none: it was empty), so a teammate's photo put there
  // meanwhile is never replaced unseen.
  const query = replaces === undefined ? '' : `?replaces=${encodeURIComponent(replaces ?? '')}`;
  return api.upload('PUT', `${cellImagePath(code, idx)}${query}`, body, {
    schema: ZCell,
    errorMessage: 'Failed to upload the photo',
    headers: playerHeaders(),
    ...rest,
  });
}

/** On a team's card, the media key of the photo the phone shows in a cell (null: empty); undefined otherwise. */
export function shownPhotoKey(
  queryClient: QueryClient,
  code: string,
  idx: number,
): string | null | undefined {
  const board = queryClient.getQueryData<TBoard>(playerGameKeys.board(code));
  if (!board?.team) return undefined;
  const image = board.cells.find((cell) => cell.idx === idx)?.image ?? null;
  return image === null ? null : (image.split('/').pop() ?? null);
}

/** DELETE /game/:code/board/cells/:idx/image: the photo is removed and the cell unmarked. */
export const removeCellImage = (code: string, idx: number) =>
  api.delete(cellImagePath(code, idx), {
    schema: ZCell,
    errorMessage: 'Failed to remove the photo',
    headers: playerHeaders(),
  });

/** Puts a changed cell into the cached card. */
export function storeCell(queryClient: QueryClient, code: string, cell: TCell): void {
  queryClient.setQueryData<TBoard>(playerGameKeys.board(code), (board) =>
    board ? { ...board, cells: mergeCell(board.cells, cell) } : board,
  );
}

export function useRemoveCellImage(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idx: number) => removeCellImage(code, idx),
    onSuccess: (cell) => storeCell(queryClient, code, cell),
  });
}
