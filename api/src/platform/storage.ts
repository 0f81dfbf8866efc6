import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk by default; an object store can implement the same three calls. */
export interface FileStorage {
  /** Stores the bytes and returns the public URL path under which they are served. */
  put(bytes: Buffer, extension: string, contentType: string): Promise<string>;
  /** Reads a stored file by its key (the last segment of its URL), or undefined. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | undefined>;
}

const KEY = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

export const UPLOADS_URL_PREFIX = '/api/uploads/';

export function localDiskStorage(directory: string): FileStorage {
  return {
    async put(bytes, extension) {
      await fs.mkdir(directory, { recursive: true });
      const key = `${randomUUID()}.${extension}`;
      await fs.writeFile(path.join(directory, key), bytes);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async get(key) {
      if (!KEY.test(key)) return undefined;
      try {
        const bytes = await fs.readFile(path.join(directory, key));
        return { bytes, contentType: CONTENT_TYPES[key.split('.').pop()!]! };
      } catch {
        return undefined;
      }
    },
  };
}
