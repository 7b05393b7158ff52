import type { TCell } from '@picture-bingo/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { useRemoveCellImage } from '../api/cell-image';
import { cellLabel, photoOpacityClass, photoStatus } from '../utils/cell-state';
import { PhotoSources } from './photo-picker';

export interface CellPhotoDialogProps {
  code: string;
  /** The cell whose photo was tapped, or null when closed. */
  cell: TCell | null;
  onReplace: (file: File) => void;
  onClose: () => void;
  /** Uploads are closed: the photo can only be looked at. */
  closed?: boolean;
}

/** A filled cell's photo, with Take a new photo, Replace photo (from the library), Remove photo and Cancel (only Close once uploads are closed). */
export function CellPhotoDialog({ code, cell, onReplace, onClose, closed = false }: CellPhotoDialogProps) {
  const remove = useRemoveCellImage(code);
  const label = cell ? cellLabel(cell) : '';
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal open={cell !== null} title={`Photo for ${label}`} onClose={close}>
      {cell?.image && (
        <img
          src={cell.image}
          alt={`Your photo for ${label}`}
          className={cn('max-h-64 w-full rounded-xl object-contain', photoOpacityClass(cell.isMarked))}
        />
      )}
      {cell && <p className="text-sm text-slate-700">{photoStatus(cell)}</p>}
      {remove.error && <Alert variant="error">{errorMessage(remove.error)}</Alert>}
      <div className="flex w-full flex-col gap-2">
        {!closed && (
          <>
            <PhotoSources
              cameraText="Take a new photo"
              libraryText="Replace photo"
              libraryLabel={`Replace the photo for ${label}`}
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
              Remove photo
            </Button>
          </>
        )}
        <Button variant={closed ? 'outlined' : 'ghost'} color="default" fullWidth onClick={close}>
          {closed ? 'Close' : 'Cancel'}
        </Button>
      </div>
    </Modal>
  );
}
