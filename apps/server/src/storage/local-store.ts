import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isMediaKey, LIST_PAGE, type MediaStore, type StoredFile } from './media-store';

/** The prefix of a file being written; renamed to its key once whole. */
const TEMP_PREFIX = '.tmp-';

function isNotFound(error: unknown) {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** When a file was last written, or null when it is gone (deleted since the folder was read). */
async function mtimeOf(file: string): Promise<Date | null> {
  try {
    return (await fs.promises.stat(file)).mtime;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * Photos as files in one folder (DATA_DIR/media). Writes are atomic: a reader never sees half a file (a write
 * goes to a `.tmp-` file first, renamed to its key once whole; a crash can leave one, see deletePartials).
 */
export function createLocalMediaStore(dir: string): MediaStore {
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = (key: string) => {
    // Keys are checked at the route too; this keeps any other caller inside the folder.
    if (!isMediaKey(key)) throw new Error(`invalid media key: ${key}`);
    return path.join(dir, key);
  };

  return {
    name: 'local',
    async put(key, body) {
      const target = fileOf(key);
      const temp = path.join(dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}`);
      try {
        await fs.promises.writeFile(temp, body, { flag: 'wx' });
        await fs.promises.rename(temp, target);
      } catch (error) {
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
    },
    async getStream(key) {
      const file = fileOf(key);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, 'r');
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      // Size and stream come from the same open file, even if the key is replaced meanwhile.
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), contentType: 'image/webp', size };
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async *list() {
      let page: StoredFile[] = [];
      for await (const entry of await fs.promises.opendir(dir)) {
        if (!entry.isFile() || !isMediaKey(entry.name)) continue;
        const modifiedAt = await mtimeOf(path.join(dir, entry.name));
        if (modifiedAt) page.push({ key: entry.name, modifiedAt });
        if (page.length >= LIST_PAGE) {
          yield page;
          page = [];
        }
      }
      if (page.length > 0) yield page;
    },
    async deletePartials(before) {
      let deleted = 0;
      for await (const entry of await fs.promises.opendir(dir)) {
        if (!entry.isFile() || !entry.name.startsWith(TEMP_PREFIX)) continue;
        const file = path.join(dir, entry.name);
        const modifiedAt = await mtimeOf(file);
        // A write in progress keeps touching its file: only one left alone since `before` is a leftover.
        if (!modifiedAt || modifiedAt >= before) continue;
        await fs.promises.rm(file, { force: true });
        deleted += 1;
      }
      return deleted;
    },
    async size(key) {
      try {
        return (await fs.promises.stat(fileOf(key))).size;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  };
}
