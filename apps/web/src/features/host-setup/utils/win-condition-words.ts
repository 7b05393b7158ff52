import type { TWinCondition } from '@picture-bingo/shared';
import { m } from '@/lib/i18n/messages';

/** The win conditions as the setup offers them (label and the spec's description). */
export const WIN_CONDITION_WORDS: Record<TWinCondition, { label: () => string; description: () => string }> =
  {
    full: { label: () => m.setup_win_full(), description: () => m.setup_win_full_description() },
    line: { label: () => m.setup_win_line(), description: () => m.setup_win_line_description() },
    'two-lines': {
      label: () => m.setup_win_two_lines(),
      description: () => m.setup_win_two_lines_description(),
    },
  };
