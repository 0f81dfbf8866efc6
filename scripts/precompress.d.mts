// Types of scripts/precompress.mjs for the TypeScript packages that call it.

/** Compresses every text file below `dir` into `<file>.gz` and `<file>.br`. */
export declare function precompressDir(dir: string): Promise<void>;
