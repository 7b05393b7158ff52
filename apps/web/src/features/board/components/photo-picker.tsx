import { useEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Modal } from '@/components/ui/modal';
import { cameraOnlyTexts } from '@/components/game/camera-only/texts';
import { cn } from '@/lib/cn';
import { useCameraOnly } from './camera-only';
import { m } from '@/lib/i18n/messages';

const pickerClasses =
  'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700';

interface FileInputProps {
  onFile: (file: File) => void;
  /** Opens the rear camera straight away (a phone without one, or a computer, shows its usual file picker). */
  camera?: boolean;
  /** The input's accessible name when it differs from the visible text. */
  label?: string;
  className?: string;
  children: ReactNode;
}

/** A tappable area over a hidden image input: the camera with `camera`, the photo library otherwise. */
function FileInput({ onFile, camera = false, label, className, children }: FileInputProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again (a retry) still fires a change.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <label className={cn(pickerClasses, className)}>
      {children}
      <input
        type="file"
        accept="image/*"
        {...(camera ? { capture: 'environment' } : {})}
        aria-label={label}
        className="sr-only"
        onChange={onChange}
      />
    </label>
  );
}

export interface PhotoSourcesProps {
  onFile: (file: File) => void;
  /** The words on the camera's button, "Take a photo" unless told. */
  cameraText?: string;
  /** The words on the library's button, "Choose from library" unless told. */
  libraryText?: string;
  /** The library input's accessible name when it differs from its text (e.g. "Replace the photo for Kite"). */
  libraryLabel?: string;
}

/**
 * The two ways to a photo, the camera first: "Take a photo" and "Choose from library"; in a camera-only game the
 * camera alone, saying so.
 */
export function PhotoSources({
  onFile,
  cameraText = m.board_take_photo(),
  libraryText = m.board_choose_library(),
  libraryLabel,
}: PhotoSourcesProps) {
  const cameraOnly = useCameraOnly();
  return (
    <>
      <FileInput camera onFile={onFile} className={buttonClasses({ fullWidth: true, size: 'lg' })}>
        <CameraIcon />
        {cameraText}
      </FileInput>
      {cameraOnly ? (
        <p className="text-sm text-slate-700" data-testid="camera-only-hint">
          {cameraOnlyTexts.phoneHint}
        </p>
      ) : (
        <FileInput
          onFile={onFile}
          label={libraryLabel}
          className={buttonClasses({ fullWidth: true, size: 'lg', variant: 'outlined' })}
        >
          <LibraryIcon />
          {libraryText}
        </FileInput>
      )}
    </>
  );
}

export interface PhotoPickerProps {
  /** The cell's accessible name and the chooser's title, e.g. "Add a photo for Kite". */
  label: string;
  onFile: (file: File) => void;
  className?: string;
  children: ReactNode;
}

/**
 * A tappable cell (a button: Enter and Space open it too) that offers the camera first, then the photo
 * library; its children are what shows. The chooser closes on a pick, Cancel or Esc.
 */
export function PhotoPicker({ label, onFile, className, children }: PhotoPickerProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    // Heard first (the capture phase) and claimed, so a dialog the chooser opened from (a failed upload's, a
    // long label's) stays open: its own Esc handler skips a handled key.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [open]);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={cn(
          'cursor-pointer focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700',
          className,
        )}
      >
        {children}
      </button>
      <Modal open={open} title={label}>
        <div className="flex w-full flex-col gap-2">
          <PhotoSources
            onFile={(file) => {
              setOpen(false);
              onFile(file);
            }}
          />
          <Button variant="ghost" color="default" fullWidth onClick={() => setOpen(false)}>
            {m.board_cancel()}
          </Button>
        </div>
      </Modal>
    </>
  );
}

function CameraIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" strokeLinejoin="round" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}

function LibraryIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 16 5-5 4 4 3-3 6 6" strokeLinejoin="round" />
    </svg>
  );
}
