import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Modal } from '@/components/ui/modal';
import type { CellUpload } from '../hooks/use-cell-uploads';
import { PhotoPicker } from './photo-picker';

export interface CellFailureDialogProps {
  /** The failed cell's label and upload, or null when closed. */
  failure: { label: string; upload: Extract<CellUpload, { status: 'failed' }> } | null;
  onRetry: (file: File) => void;
  onFile: (file: File) => void;
  /** OK: the failure is read; the cell goes back to how it was. */
  onDismiss: () => void;
  onClose: () => void;
  /** Uploads are closed: nothing can be sent any more, only read. */
  closed?: boolean;
}

/**
 * Why a photo was not uploaded, in full, and what can be done: Retry the same file (when it was kept: the
 * network or the server failed), Choose another photo (always, e.g. when the file itself was refused), or OK.
 */
export function CellFailureDialog({
  failure,
  onRetry,
  onFile,
  onDismiss,
  onClose,
  closed = false,
}: CellFailureDialogProps) {
  const retry = closed ? null : (failure?.upload.file ?? null);
  return (
    <Modal open={failure !== null} title={`Photo for ${failure?.label ?? ''} not uploaded`} onClose={onClose}>
      {/* The cell announced it already (role="alert"); here it is read in full. */}
      <p className="text-sm [overflow-wrap:anywhere] text-red-800">{failure?.upload.message}</p>
      <div className="flex w-full flex-col gap-2">
        {retry && (
          <Button
            fullWidth
            onClick={() => {
              onClose();
              onRetry(retry);
            }}
          >
            Retry
          </Button>
        )}
        {!closed && (
          <PhotoPicker
            label={`Choose another photo for ${failure?.label ?? ''}`}
            onFile={(file) => {
              onClose();
              onFile(file);
            }}
            className={buttonClasses({ variant: retry ? 'outlined' : 'contained', fullWidth: true })}
          >
            Choose another photo
          </PhotoPicker>
        )}
        <Button
          variant="ghost"
          color="default"
          fullWidth
          onClick={() => {
            onClose();
            onDismiss();
          }}
        >
          OK
        </Button>
      </div>
    </Modal>
  );
}
