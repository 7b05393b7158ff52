import { m } from '@/lib/i18n/messages';

/**
 * The words a team game's card shows beyond the cells (its team, a photo kept after a teammate filled its cell
 * first), in the shown language: apart from texts.ts so that an individual game's card never downloads them.
 */
export const teamCardTexts = {
  yourTeam: (name: string) => m.team_name({ team: name }),
  cellTaken: (label: string) => m.game_kept_cell_taken({ label }),
  get keptPhotoAlt() {
    return m.game_kept_photo_alt();
  },
  get keptCellLabel() {
    return m.game_kept_cell_label();
  },
  get keptPlace() {
    return m.game_kept_place();
  },
  get keptDiscard() {
    return m.game_kept_discard();
  },
  get keptNoCell() {
    return m.game_kept_no_cell();
  },
};
