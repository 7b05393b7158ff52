import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ModalProps {
  open: boolean;
  /** The dialog's heading, which also labels it. */
  title: string;
  /**
   * Called on Esc and on a click on the dimmed backdrop. Without it the dialog cannot be dismissed that way:
   * its owner decides when it ends (for example once a redirect fails).
   */
  onClose?: () => void;
  children?: ReactNode;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog's controls a keyboard can reach, in tab order (hidden file inputs of pickers included). */
const focusableIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.tabIndex >= 0);

/**
 * A modal dialog over a dimmed page. It takes focus when it opens, keeps Tab and Shift+Tab inside while open,
 * and gives focus back when it closes. With `onClose`, Esc and a click on the backdrop close it.
 */
export function Modal({ open, title, onClose, children, className }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The page behind stays put while the dialog is open (a phone's swipe scrolls nothing under it).
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialogRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  // Esc closes wherever focus is (the page behind included), as long as the dialog is open.
  useEffect(() => {
    if (!open || !onClose) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open, onClose]);

  // Focus that leaves the dialog some other way (a click on the page behind) is brought back.
  useEffect(() => {
    if (!open) return;
    const keepInside = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener('focusin', keepInside);
    return () => document.removeEventListener('focusin', keepInside);
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4"
      data-testid="modal-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cn(
          'flex max-h-full w-full max-w-sm flex-col items-center gap-4 overflow-y-auto rounded-2xl bg-white p-6 text-center shadow-xl focus:outline-none',
          className,
        )}
      >
        <h2 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
