import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';

/**
 * A real S3 API (s3rver) in this process with a bucket `media`, stopped after the file: the server's env for it,
 * and where s3rver keeps a key's bytes.
 */
export async function startS3rver() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-s3rver-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'media' }],
  });
  const { port } = await s3.run();
  afterAll(async () => {
    await s3.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  return {
    env: {
      MEDIA_STORE: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stored: (key: string) => path.join(directory, 'media', `${key}._S3rver_object`),
  };
}
