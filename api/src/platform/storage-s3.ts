// Uploaded files in an S3-compatible bucket (AWS S3, MinIO, R2 and the like), through the AWS SDK's S3 client,
// loaded only when a bucket is configured (it is large, and warns about Node.js versions on load).
import { isFileKey, newFileKey, UPLOADS_URL_PREFIX, type FileStorage } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Prepended to each key in the bucket (e.g. `uploads/`). */
  prefix: string;
  /** A store other than AWS; addressed path-style (`endpoint/bucket/key`), which they all accept. */
  endpoint?: string | undefined;
  /** Unset: the SDK's default chain (AWS_* variables, shared files, an instance or pod role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * Files as objects of `bucket`; the API still serves them under /api/uploads/ (no public bucket needed), so their
 * URLs do not change when the store does. `earlier` answers keys the bucket does not have (files kept before).
 */
export function s3Storage(options: S3StorageOptions, earlier?: FileStorage): FileStorage {
  const loaded = import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    }),
  }));
  loaded.catch(() => {}); // reported by the first put or get that needs it
  const objectKey = (key: string) => `${options.prefix}${key}`;
  return {
    async put(bytes, extension, contentType) {
      const { sdk, client } = await loaded;
      const key = newFileKey(extension);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      );
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async get(key) {
      if (!isFileKey(key)) return undefined;
      const { sdk, client } = await loaded;
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }),
        );
        if (!object.Body) return undefined;
        return {
          bytes: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return earlier?.get(key);
        throw error;
      }
    },
  };
}
