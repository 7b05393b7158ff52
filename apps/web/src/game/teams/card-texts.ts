/**
 * The words a team game's card shows beyond the cells (its team, a photo kept after a teammate
 * filled its cell first): apart from texts.ts so that an individual game's card never downloads them.
 */
export const teamCardTexts = {
  yourTeam: (name: string) => `Team ${name}`,
  cellTaken: (label: string) =>
    `A teammate just put a photo in “${label}”. Your photo is kept: put it in another cell.`,
  keptPhotoAlt: 'Your kept photo',
  keptCellLabel: 'Cell for your photo',
  keptPlace: 'Put it there',
  keptDiscard: 'Let it go',
  keptNoCell: 'Every cell has a photo now. Replace one with it from the cell, or let it go.',
} as const;
