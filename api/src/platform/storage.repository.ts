import type { Knex } from 'knex';

/** The uploaded_files table: the files every API process serves when no bucket is configured. */
export function createStoredFilesRepository(knex: Knex) {
  return {
    /** Keeps a file; within `trx` when given, so that it is kept only if the write it belongs to commits. */
    async insert(
      key: string,
      bytes: Buffer,
      contentType: string,
      trx?: Knex.Transaction,
    ): Promise<void> {
      await (trx ?? knex)('uploaded_files').insert({ key, bytes, content_type: contentType });
    },

    async find(key: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
      const row = (await knex('uploaded_files').where({ key }).first('bytes', 'content_type')) as
        { bytes: Uint8Array; content_type: string } | undefined;
      // node-postgres answers a Buffer, PGlite a Uint8Array.
      return row && { bytes: Buffer.from(row.bytes), contentType: row.content_type };
    },
  };
}

export type StoredFilesRepository = ReturnType<typeof createStoredFilesRepository>;
