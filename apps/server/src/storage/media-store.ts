import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A stored file, ready to stream to a client. */
export interface MediaObject {
  stream: Readable;
  contentType: string;
  size: number;
}

/** Where uploaded photos live: a local folder by default, or an S3-compatible bucket. */
export interface MediaStore {
  readonly name: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored file, or null when there is none under that key. */
  getStream(key: string): Promise<MediaObject | null>;
  /** Removes a file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The stored file's size in bytes without reading it, or null when there is none under that key. */
  size(key: string): Promise<number | null>;
}

/** Keys are ours alone: 128 random bits, base64url, and the suffix of the rendition. */
const MEDIA_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}\.webp$/;

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY_PATTERN.test(key);
}

/** Fresh, unguessable keys for a photo and its thumbnail. */
export function newMediaKeys(): { image: string; thumb: string } {
  const id = randomBytes(16).toString('base64url');
  return { image: `${id}.webp`, thumb: `${id}-thumb.webp` };
}

/** The relative URL a stored file is served at. */
export const mediaUrl = (key: string) => `/media/${key}`;

/**
 * Deletes files the database no longer points at. A failed delete only leaves an orphan file behind, so it is
 * not the caller's error.
 */
export async function deleteMediaFiles(media: MediaStore, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => media.delete(key)));
}
