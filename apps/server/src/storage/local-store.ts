import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isMediaKey, type MediaStore } from './media-store';

function isNotFound(error: unknown) {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Photos as files in one folder (DATA_DIR/media). Writes are atomic: a reader never sees half a file. */
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
      const temp = path.join(dir, `.tmp-${randomBytes(8).toString('hex')}`);
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
