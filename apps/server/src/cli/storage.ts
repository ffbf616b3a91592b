/**
 * `pnpm --filter @dubkit/server storage:copy`: copies the data folder's files (DUBKIT_DATA_DIR) into the bucket of
 * DUBKIT_STORAGE=s3 and its DUBKIT_S3_* settings, before the first start on the bucket; a rerun copies what is missing.
 */
import { loadConfig } from '../config';
import { copyDataFolder } from '../storage/copyDataFolder';
import { openStorage } from '../storage/select';

try {
  const config = loadConfig();
  if (config.storage.kind !== 's3') throw new Error('Set DUBKIT_STORAGE=s3 and the DUBKIT_S3_* settings of the bucket');
  const target = openStorage(config.storage, config.dataDir);
  await target.check();
  const report = await copyDataFolder(config.dataDir, target);
  for (const [area, { copied, kept }] of Object.entries(report))
    console.log(`${area}: ${copied} copied, ${kept} already in the bucket`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
