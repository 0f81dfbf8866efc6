export * from './dates.js';
export * from './locale.js';
export * from './money.js';
export * from './text.js';
export * from './zones.js';
