import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StoredFilesRepository } from './storage.repository.js';

/**
 * Where uploaded files live: PostgreSQL by default, an S3-compatible bucket when configured, so that every API
 * process behind a balancer serves every file. The local disk remains for files uploaded before that.
 */
export interface FileStorage {
  /**
   * Stores the bytes and returns the public URL path under which they are served. `within`, a database transaction
   * the file belongs to, is used by the database store (the file is kept only if that commits; the embedded
   * database has one connection, which the transaction holds); the other stores ignore it.
   */
  put(
    bytes: Buffer,
    extension: string,
    contentType: string,
    within?: StorageTransaction,
  ): Promise<string>;
  /** Reads a stored file by its key (the last segment of its URL), or undefined. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
}

/** A transaction of the database, as the repositories take it. */
export type StorageTransaction = Parameters<StoredFilesRepository['insert']>[3];

const KEY = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

export const UPLOADS_URL_PREFIX = '/api/uploads/';

/** A new file's key: a random name with the type's extension, the only form `get` answers. */
export const newFileKey = (extension: string) => `${randomUUID()}.${extension}`;

/** Whether `key` has the form of a stored file's key (nothing else is looked up). */
export const isFileKey = (key: string) => KEY.test(key);

export function localDiskStorage(directory: string): FileStorage {
  return {
    async put(bytes, extension) {
      await fs.mkdir(directory, { recursive: true });
      const key = newFileKey(extension);
      await fs.writeFile(path.join(directory, key), bytes);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async get(key) {
      if (!isFileKey(key)) return undefined;
      try {
        const bytes = await fs.readFile(path.join(directory, key));
        return { bytes, contentType: CONTENT_TYPES[key.split('.').pop()!]! };
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * Files in PostgreSQL (uploaded_files). Each is at most the profile photo's 3 MB request limit, so a bytea column
 * holds it comfortably. `earlier`, when given, still answers the keys stored before (the local disk).
 */
export function databaseStorage(files: StoredFilesRepository, earlier?: FileStorage): FileStorage {
  return {
    async put(bytes, extension, contentType, within) {
      const key = newFileKey(extension);
      await files.insert(key, bytes, contentType, within);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async get(key) {
      if (!isFileKey(key)) return undefined;
      return (await files.find(key)) ?? (await earlier?.get(key));
    },
  };
}
