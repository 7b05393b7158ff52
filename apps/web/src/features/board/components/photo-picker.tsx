import type { ChangeEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface PhotoPickerProps {
  /** The file input's accessible name, e.g. "Add a photo for Kite". */
  label: string;
  onFile: (file: File) => void;
  className?: string;
  children: ReactNode;
}

/** A tappable area that opens the camera or photo picker (images only); its children are what shows. */
export function PhotoPicker({ label, onFile, className, children }: PhotoPickerProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again (a retry) still fires a change.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <label
      className={cn(
        'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700',
        className,
      )}
    >
      {children}
      <input type="file" accept="image/*" aria-label={label} className="sr-only" onChange={onChange} />
    </label>
  );
}
