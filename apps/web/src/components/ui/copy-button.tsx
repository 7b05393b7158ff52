import { COPY_CHECK_MS } from '@picture-bingo/shared';
import { useEffect, useState, type MouseEvent } from 'react';
import { copyText } from '@/lib/clipboard';
import { cn } from '@/lib/cn';
import { Icon } from './icon';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** The button's accessible name, e.g. "Copy room code ABC123". */
  label: string;
  /** Called after each attempt: true when the text reached the clipboard. */
  onCopied?: (copied: boolean) => void;
  className?: string;
}

/** An icon button that copies `text` and shows a check mark for COPY_CHECK_MS (spec: 2 seconds). */
export function CopyButton({ text, label, onCopied, className }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CHECK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    // The button often sits inside a clickable row: copying must not open it.
    event.preventDefault();
    event.stopPropagation();
    const ok = await copyText(text);
    setCopied(ok);
    onCopied?.(ok);
  };

  return (
    <button
      type="button"
      onClick={(event) => void onClick(event)}
      aria-label={copied ? `${label} (copied)` : label}
      title={copied ? 'Copied' : label}
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg transition-colors',
        copied ? 'text-emerald-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        className,
      )}
    >
      <Icon data-icon={copied ? 'check' : 'copy'}>
        {copied ? (
          <path d="m5 12 5 5L20 7" />
        ) : (
          <>
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V6a2 2 0 0 1 2-2h9" />
          </>
        )}
      </Icon>
    </button>
  );
}
