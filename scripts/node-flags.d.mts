// Types of scripts/node-flags.mjs for the TypeScript packages that use it.

/** The Node.js flags the API and the worker run with. */
export declare const API_NODE_FLAGS: readonly string[];
