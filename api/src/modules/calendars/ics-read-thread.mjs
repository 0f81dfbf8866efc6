// The entry of the thread that reads calendars. A worker thread starts without its parent's module hooks: under
// `node --import tsx` the flag is not applied to threads, and under vitest the transform lives in the test runner, so
// this plain module registers tsx itself before loading the TypeScript that does the work.
import { register } from 'tsx/esm/api';

register();
await import('./ics-read-thread.ts');
