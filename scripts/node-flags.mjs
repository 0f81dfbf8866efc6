// The Node.js flags the API (and its in-process or standalone worker) runs with: `npm start`, the API
// package's `start` and `worker` scripts (which spell them out; a test keeps them equal) and the benchmarks'
// servers.
//
// A request allocates a few hundred kilobytes (query building, rows, the JSON answer) that die young. With
// V8's default 16 MB semi-spaces a loaded API collects its young generation several times a second, and
// each pause lands on whichever requests are waiting; 32 MB halves that count. Measured with
// `npm run bench:directory` on 2 cores: searchTerm 647-667 → 701 req/s, p99 96-101 → 92 ms; category +
// location p99 80-90 → 70 ms; peak RSS lower, not higher (275 MB against 300-340 MB).
//
// No allocation-site pretenuring: V8 had decided that the objects the pg driver makes for each row (field
// strings, parsed arrays, dates) live long and moved or allocated them into the old generation, where they
// died within milliseconds all the same. Under the directory's load every young collection then copied about
// 3.8 MB into the old generation and paused for 8-16 ms (the bare node:http + pg server, same rows: 0.1 MB,
// 2 ms); without the decision, 0.1 MB and 2 ms in the API too (`--trace-gc-nvp`, 27 November 2026).
export const API_NODE_FLAGS = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring'];
