/** "Play again"'s words, in one place for the message catalogue. */
export const playAgainTexts = {
  button: 'Play again',
  copied: (code: string) => `Everything is copied into a new game, room ${code}: check the date, then pay.`,
  dateTitle: 'Play again: the same game on a new date',
  dateHelp:
    'Labels, rules, title and board are copied from your last game. Pick the date, then pay to open it.',
  failed: 'Failed to save the date',
} as const;
