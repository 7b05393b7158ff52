import { ZCell, type TBoard, type TCell } from '@picture-bingo/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerHeaders } from '@/lib/device';
import { gameApiPath } from '@/game/paths';
import { playerGameKeys } from '@/game/player-game';
import { mergeCell } from '../utils/cell-state';

const cellImagePath = (code: string, idx: number) => gameApiPath(code, `/board/cells/${idx}/image`);

/** PUT /game/:code/board/cells/:idx/image (multipart field `image`), reporting upload progress. */
export function uploadCellImage(
  code: string,
  idx: number,
  file: File,
  options: { signal: AbortSignal; onProgress: (sent: number) => void },
): Promise<TCell> {
  const body = new FormData();
  body.append('image', file, file.name);
  return api.upload('PUT', cellImagePath(code, idx), body, {
    schema: ZCell,
    errorMessage: 'Failed to upload the photo',
    headers: playerHeaders(),
    ...options,
  });
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
