import { useId, type ChangeEvent } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';

/** "Scan a QR code image": picks a photo or screenshot of a QR code to decode (images only). */
export function ScanFileInput({ onFile }: { onFile: (file: File) => void }) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <div className="flex justify-center">
      <label
        htmlFor={id}
        className={cn(
          buttonClasses({ variant: 'ghost', size: 'sm' }),
          'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-700',
        )}
      >
        {m.scan_image()}
        <input id={id} type="file" accept="image/*" className="sr-only" onChange={onChange} />
      </label>
    </div>
  );
}
