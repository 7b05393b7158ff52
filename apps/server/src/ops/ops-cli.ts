// `npm run backup -- DIR` and `npm run restore -- DIR`: a SQLite install's data (DATA_DIR, as the server reads
// it) into an empty folder, and back into an empty DATA_DIR. PostgreSQL and S3 have their own tools (DEPLOY.md).
import { loadConfig } from '../config';
import { backupSqlite, restoreSqlite } from './backup';

async function main() {
  const [command, dir] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !dir) {
    throw new Error('usage: npm run backup -- DIR   |   npm run restore -- DIR');
  }
  const config = loadConfig();
  if (config.databaseUrl || config.media.kind !== 'local') {
    throw new Error(
      'this install uses PostgreSQL or S3: back it up with pg_dump and the bucket (DEPLOY.md, "Backup and restore")',
    );
  }
  if (command === 'backup') {
    const result = await backupSqlite(config.dataDir, dir);
    console.log(`Backed up ${config.dataDir} to ${dir}: the database and ${result.files} photo files`);
    if (result.missing.length > 0) {
      console.warn(
        `${result.missing.length} photo files were deleted while the backup ran: ${result.missing.join(', ')}`,
      );
    }
  } else {
    const result = await restoreSqlite(dir, config.dataDir);
    console.log(`Restored ${dir} into ${config.dataDir}: the database and ${result.files} photo files`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
