import type { TLabelPack } from '@picture-bingo/shared/label-pack';
import { useState, type KeyboardEvent } from 'react';

/**
 * The label packs as the Board Labels field's pop-up list (an editable combobox): ↓ opens it from the field, ↑/↓
 * move, Enter picks, Escape or leaving the field closes it. Focus stays in the field, so the packs add no tab stop.
 */
export function usePackList(id: string, packs: readonly TLabelPack[], onPick: (pack: TLabelPack) => void) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = `${id}-packs`;
  const optionId = (index: number) => `${id}-pack-${index}`;
  const available = packs.length > 0;

  const show = () => {
    if (!available) return;
    setActive(0);
    setOpen(true);
  };
  const pick = (index: number) => {
    const pack = packs[index];
    setOpen(false);
    if (pack) onPick(pack);
  };

  /** Handles the key when the list uses it; returns whether it did (the field then ignores it). */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    if (!open) {
      if (event.key !== 'ArrowDown' || !available) return false;
      event.preventDefault();
      show();
      return true;
    }
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, packs.length - 1),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: packs.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]);
      return true;
    }
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      pick(active);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      return true;
    }
    return false;
  };

  const inputProps = {
    role: 'combobox' as const,
    'aria-autocomplete': 'none' as const,
    'aria-expanded': open,
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': open ? optionId(active) : undefined,
  };

  return {
    open,
    active,
    available,
    listId,
    optionId,
    inputProps,
    onKeyDown,
    toggle: () => (open ? setOpen(false) : show()),
    close: () => setOpen(false),
    pick,
    setActive,
  };
}
