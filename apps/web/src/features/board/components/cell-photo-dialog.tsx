import type { TCell } from '@picture-bingo/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/errors';
import { useRemoveCellImage } from '../api/cell-image';
import { cellLabel, photoStatus } from '../utils/cell-state';
import { PhotoSources } from './photo-picker';
import { m } from '@/lib/i18n/messages';

export interface CellPhotoDialogProps {
  code: string;
  /** The cell whose photo was tapped, or null when closed. */
  cell: TCell | null;
  onReplace: (file: File) => void;
  onClose: () => void;
  /** Uploads are closed: the photo can only be looked at. */
  closed?: boolean;
}

/**
 * A filled cell's photo at full strength (the card dims one waiting for review; its own player sees it whole here,
 * its status in words below), with Take a new photo, Replace photo (from the library), Remove photo and Cancel (only Close once
 * uploads are closed).
 */
export function CellPhotoDialog({ code, cell, onReplace, onClose, closed = false }: CellPhotoDialogProps) {
  const remove = useRemoveCellImage(code);
  const label = cell ? cellLabel(cell) : '';
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal open={cell !== null} title={m.board_photo_for({ label })} onClose={close}>
      {cell?.image && (
        <img
          src={cell.image}
          alt={m.board_your_photo_for({ label })}
          className="max-h-64 w-full rounded-xl object-contain"
        />
      )}
      {cell && <p className="text-sm text-slate-700">{photoStatus(cell)}</p>}
      {remove.error && <Alert variant="error">{errorMessage(remove.error)}</Alert>}
      <div className="flex w-full flex-col gap-2">
        {!closed && (
          <>
            <PhotoSources
              cameraText={m.board_take_new_photo()}
              libraryText={m.board_replace_photo()}
              libraryLabel={m.board_replace_photo_for({ label })}
              onFile={(file) => {
                close();
                onReplace(file);
              }}
            />
            <Button
              variant="outlined"
              color="error"
              fullWidth
              loading={remove.isPending}
              onClick={() => cell && remove.mutate(cell.idx, { onSuccess: close })}
            >
              {m.board_remove_photo()}
            </Button>
          </>
        )}
        <Button variant={closed ? 'outlined' : 'ghost'} color="default" fullWidth onClick={close}>
          {closed ? m.board_close() : m.board_cancel()}
        </Button>
      </div>
    </Modal>
  );
}
