// Types of scripts/fuzz.mjs for the TypeScript packages that call it (the contract fuzzing test in e2e/).

/** The passes, in order: who is signed in. */
export declare const ROLES: readonly ['signed-out', 'client', 'expert', 'admin'];

/** What every response is held to. */
export declare const CHECKS: readonly string[];

/** One pass's figures, from Schemathesis's JSON run report. */
export interface FuzzPass {
  role: string;
  /** Schemathesis's exit code: 0 when nothing failed. */
  exitCode: number | null;
  /** Operations this pass leaves out (they would end its own session). */
  excluded: number;
  /** Operations tested. */
  operations: number;
  /** Operations in the contract. */
  total: number;
  /** Requests sent (test cases generated). */
  requests: number;
  /** Failures by kind (`Undocumented status code`, `Server error`, …). */
  failures: Record<string, number>;
  /** One line per kind of failure, naming the operations. */
  examples: string[];
  warnings: string[];
  /** The links the stateful phase followed (Schemathesis's count), or null when it did not run. */
  links: { covered: number; selected: number; total: number } | null;
  /** Per operation ("POST /api/consultations"): requests and 2xx answers, all, valid (positive) and stateful. */
  acceptance: Record<string, Acceptance>;
}

/** How many of an operation's requests were answered 2xx. */
export interface Acceptance {
  requests: number;
  ok: number;
  positive: number;
  positiveOk: number;
  stateful: number;
  statefulOk: number;
}

/** The operations whose valid requests need real data from the hooks (an expert, a free slot, a signature…). */
export declare const DATA_OPERATIONS: readonly string[];

export interface Fuzzing {
  url: string;
  pass(role: string): Promise<FuzzPass>;
  close(options?: { keep?: boolean }): Promise<string | undefined>;
}

/** Starts the stack as `npm start` runs it and signs the demo accounts in. */
export declare function startFuzzing(options?: {
  examples?: number;
  seed?: number;
  basePort?: number;
  /** false: every request as generated, without the hooks' real data. */
  realData?: boolean;
  log?: (message: string) => void;
}): Promise<Fuzzing>;

/** The closing figures: one line per pass and the totals. */
export declare function formatFigures(passes: FuzzPass[]): string;
