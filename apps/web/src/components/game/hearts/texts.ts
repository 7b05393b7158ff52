import { m } from '@/lib/i18n/messages';

/** The words of hearts and the crowd favourite, in one place, in the shown language. */
export const heartTexts = {
  count: (hearts: number) => m.gallery_heart_count({ count: hearts }),
  give: (label: string) => m.gallery_heart_give({ label }),
  takeBack: (label: string) => m.gallery_heart_take_back({ label }),
  get crowdFavourite() {
    return m.gallery_crowd_favourite();
  },
  favouriteBy: (label: string, name: string) => m.gallery_favourite_by({ label, name }),
  get noFavourite() {
    return m.gallery_no_favourite();
  },
  get failed() {
    return m.gallery_heart_failed();
  },
  get notShown() {
    return m.gallery_heart_not_shown();
  },
};
