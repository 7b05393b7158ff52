import { m } from '@/lib/i18n/messages';

/** The downloads' words (the album leads; the spec's zips follow), in one place, in the shown language. */
export const downloadTexts = {
  get downloadPhotos() {
    return m.gallery_download_photos();
  },
  /** Under the spec's zips: what they hold. */
  get pngCopies() {
    return m.gallery_png_copies();
  },
};
