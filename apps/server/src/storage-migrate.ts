import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { storageMove, type StorageTarget } from './platform/storage/storage-driver.ts';
import { copyStoredFiles } from './platform/storage/storage-migration.ts';

// `npm run storage:migrate -- --to s3` (or `--to local`): copies the install's uploaded files
// from its local folder (DATA_DIR/files) to the bucket of S3_BUCKET, or back, each read back and
// compared by SHA-256 (docs/OPERATIONS.md, "Object storage"). Reads the same environment as the
// server; exits 1 when any file failed.

const USAGE = 'npm run storage:migrate -- --to s3   (or --to local)';

const { values } = parseArgs({ options: { to: { type: 'string' }, verbose: { type: 'boolean' } } });
if (values.to !== 's3' && values.to !== 'local') {
  process.stderr.write(`--to must be s3 or local.\n\nUsage: ${USAGE}\n`);
  process.exit(2);
}
const target: StorageTarget = values.to;
const config = loadConfig();
if (!config.objectStore) {
  process.stderr.write('S3_BUCKET (and the other S3_ settings) must name the bucket to copy to or from.\n');
  process.exit(2);
}
const { from, to } = storageMove(config.filesDir, config.objectStore, target);
const bucket = `bucket ${config.objectStore.bucket}`;
const [source, destination] = target === 's3' ? [config.filesDir, bucket] : [bucket, config.filesDir];
process.stdout.write(`Copying the files from ${source} to ${destination}…\n`);

const summary = await copyStoredFiles(from, to, (key, outcome) => {
  if (values.verbose) process.stdout.write(`  ${key}: ${outcome}\n`);
}).catch((error: unknown) => {
  // The source could not be listed: nothing was copied.
  process.stderr.write(`The files of ${source} could not be listed: ${(error as Error).message}\n`);
  process.exit(1);
});
from.close?.();
to.close?.();
process.stdout.write(
  [
    `Copied and verified: ${summary.copied}`,
    `Already there with the same SHA-256: ${summary.alreadyThere}`,
    `Failed: ${summary.failed.length}`,
    ...summary.failed.map(({ key, reason }) => `  ${key}: ${reason}`),
    '',
  ].join('\n'),
);
if (summary.failed.length > 0) process.exitCode = 1;
