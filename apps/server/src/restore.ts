import { runBackupCommand } from './backup-command.ts';
import { restoreBackup } from './platform/backup/restore-backup.ts';

// `npm run restore -- <folder>`: brings a backup set back into the empty database of
// DATABASE_URL and the empty file storage the environment names, after checking every hash of
// the set (docs/OPERATIONS.md, "Backup and restore"). Reads the same environment as the server.

await runBackupCommand('npm run restore -- /var/backups/syna/2026-11-30', async (target, progress) => {
  const manifest = await restoreBackup(target, progress);
  return [
    `Restored the set of ${manifest.createdAt} from ${target.folder}:`,
    `  database at migration ${manifest.migrationLevel ?? '(none)'}, ${manifest.files.length} files, each read back with its SHA-256`,
    'Start the server: it applies any newer migrations of its own.',
  ];
});
