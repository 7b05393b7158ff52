import { BUILT_IN_LABEL_PACK_FILES } from '@picture-bingo/shared/label-packs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDb, migrateToLatest } from '../src/db/kysely';

describe('label packs at start-up', () => {
  it('a bad pack stops the start with a message naming the file and the problem', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-packs-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const { db } = createDb(config);
    try {
      await migrateToLatest(db);
      const good = BUILT_IN_LABEL_PACK_FILES[0]!;
      const broken = {
        file: 'party.json',
        data: { id: 'party', name: 'Party', description: 'x', labels: ['Cake'] },
      };
      await expect(
        buildApp({ config, db, dbKind: 'sqlite', labelPackFiles: [good, broken] }),
      ).rejects.toThrow('Invalid label packs:\n- party.json: labels: a pack needs at least 30 labels');
    } finally {
      // Resolves once the WAL checkpointer's worker has closed its connection too: nothing writes in there after.
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
