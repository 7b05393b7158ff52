import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A stored file, ready to stream to a client. */
export interface MediaObject {
  stream: Readable;
  contentType: string;
  size: number;
}

/** A stored file as a listing names it: its key and when it was last written. */
export interface StoredFile {
  key: string;
  modifiedAt: Date;
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
  /** Every stored file under a media key, a page at a time (the orphan sweep reads it). */
  list(): AsyncIterable<StoredFile[]>;
  /**
   * Deletes the partial writes a crash left behind (a write cut off before it became a file under its key)
   * last changed before `before`; returns how many. A store whose writes are atomic has none.
   */
  deletePartials(before: Date): Promise<number>;
}

/** How many files a page of `list()` holds. */
export const LIST_PAGE = 300;

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

/** A fresh, unguessable key for an event's logo. */
export function newLogoKey(): string {
  return `${randomBytes(16).toString('base64url')}-logo.webp`;
}
