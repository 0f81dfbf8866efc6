import type { Config } from './config.js';
import type { Database } from './db.js';
import { databaseStorage, localDiskStorage, type FileStorage } from './storage.js';
import { s3Storage } from './storage-s3.js';
import { createStoredFilesRepository } from './storage.repository.js';

/**
 * The configured store: the bucket when UPLOADS_S3_BUCKET is set, else the database; either way, files uploaded
 * to `legacyDir` before uploads were shared are still served from there (by the process whose disk holds them).
 */
export function createFileStorage(
  config: Config,
  db: Pick<Database, 'knex'>,
  legacyDir: string,
): FileStorage {
  const earlier = localDiskStorage(legacyDir);
  if (config.UPLOADS_S3_BUCKET) {
    return s3Storage(
      {
        bucket: config.UPLOADS_S3_BUCKET,
        region: config.UPLOADS_S3_REGION,
        prefix: config.UPLOADS_S3_PREFIX,
        endpoint: config.UPLOADS_S3_ENDPOINT,
        credentials:
          config.UPLOADS_S3_ACCESS_KEY_ID && config.UPLOADS_S3_SECRET_ACCESS_KEY
            ? {
                accessKeyId: config.UPLOADS_S3_ACCESS_KEY_ID,
                secretAccessKey: config.UPLOADS_S3_SECRET_ACCESS_KEY,
              }
            : undefined,
      },
      earlier,
    );
  }
  return databaseStorage(createStoredFilesRepository(db.knex), earlier);
}
