/**
 * What the card checks of a picked file before the photo code (downscale.ts, loaded on demand) runs: whether it
 * is an image at all, and the error a photo that cannot be converted on this phone ends in.
 */

/** Whether a chosen file is an image at all (some phones leave the type empty: then the name decides). */
export function isImageFile(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return file.type.startsWith('image/');
  return /\.(jpe?g|png|webp|gif|heic|heif|avif)$/i.test(file.name);
}

/** A chosen photo this phone cannot turn into something the server reads; `message` says why, naming the format. */
export class PhotoRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoRefusedError';
  }
}
