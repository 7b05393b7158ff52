import { m } from '@/lib/i18n/messages';

/** The downloads' words (the album leads; the spec's zips follow), in one place, in the shown language. */
export const downloadTexts = {
  get downloadPhotos() {
    return m.gallery_download_photos();
  },
  /** Under the downloads: what the album and the spec's PNG zips each give. */
  get pngCopies() {
    return m.gallery_png_copies();
  },
};
