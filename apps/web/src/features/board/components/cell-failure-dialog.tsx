import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Modal } from '@/components/ui/modal';
import type { CellUpload } from '../hooks/use-cell-uploads';
import { PhotoPicker } from './photo-picker';
import { m } from '@/lib/i18n/messages';

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
    <Modal
      open={failure !== null}
      title={m.board_failed_title({ label: failure?.label ?? '' })}
      onClose={onClose}
    >
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
            {m.board_retry()}
          </Button>
        )}
        {!closed && (
          <PhotoPicker
            label={m.board_choose_another_for({ label: failure?.label ?? '' })}
            onFile={(file) => {
              onClose();
              onFile(file);
            }}
            className={buttonClasses({ variant: retry ? 'outlined' : 'contained', fullWidth: true })}
          >
            {m.board_choose_another()}
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
          {m.board_ok()}
        </Button>
      </div>
    </Modal>
  );
}
