import type { AppConfig } from '../config';
import { createLocalMediaStore } from './local-store';
import type { MediaStore } from './media-store';
import { createS3MediaStore } from './s3-store';

export type { MediaStore } from './media-store';

/** The media store the configuration asks for (MEDIA_STORE). */
export function createMediaStore(config: AppConfig): MediaStore {
  return config.media.kind === 's3'
    ? createS3MediaStore(config.media)
    : createLocalMediaStore(config.media.dir);
}
