import { runBackupCommand } from './backup-command.ts';
import { writeBackup } from './platform/backup/write-backup.ts';

// `npm run backup -- <folder>`: writes a backup set of the install (its PostgreSQL database and
// every stored file, with a manifest of their SHA-256) into a new folder (docs/OPERATIONS.md,
// "Backup and restore"). Reads the same environment as the server.

await runBackupCommand('npm run backup -- /var/backups/syna/2026-11-30', async (target, progress) => {
  const manifest = await writeBackup(target, progress);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, manifest.database.size);
  return [
    `Backup set written to ${target.folder}:`,
    `  database at migration ${manifest.migrationLevel ?? '(none)'}, ${manifest.files.length} files, ${bytes} bytes in all`,
  ];
});
