// The Node.js flags the API (and its in-process or standalone worker) runs with: `npm start`, the API
// package's `start` and `worker` scripts (which spell them out; a test keeps them equal) and the benchmarks'
// servers.
//
// A request allocates a few hundred kilobytes (query building, rows, the JSON answer) that die young. With
// V8's default 16 MB semi-spaces a loaded API collects its young generation several times a second, and
// each pause lands on whichever requests are waiting; 32 MB halves that count. Measured with
// `npm run bench:directory` on 2 cores: searchTerm 647-667 → 701 req/s, p99 96-101 → 92 ms; category +
// location p99 80-90 → 70 ms; peak RSS lower, not higher (275 MB against 300-340 MB).
export const API_NODE_FLAGS = ['--max-semi-space-size=32'];
