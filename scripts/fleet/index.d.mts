// Types of scripts/fleet/index.mjs for the TypeScript packages that start a fleet (the fleet test, the fleet bench).

export declare const MAX_PROCESSES: number;

/** One API or worker process of the fleet. */
export interface FleetProcess {
  name: string;
  logFile: string;
  readonly pid: number | undefined;
  readonly running: boolean;
  /** Starts it (again) with the same command; resolves once it is ready. */
  start(): Promise<void>;
  /** SIGKILL: whatever it was doing is abandoned mid-way. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

export interface FleetApi extends FleetProcess {
  /** This process itself, not the balancer. */
  url: string;
  port: number;
  /** Its Prometheus metrics (METRICS_PORT). */
  metricsUrl: string;
}

export interface FleetWorker extends FleetProcess {
  /** Its health port's origin (/live, /ready). */
  healthUrl: string;
  /** Its Prometheus metrics (METRICS_PORT). */
  metricsUrl: string;
}

export interface Fleet {
  /** The balancer (HAProxy). */
  url: string;
  /** Logs, configuration and the dev server's SQLite file. */
  dir: string;
  databaseUrl: string;
  temporal: {
    kind: 'dev' | 'cluster' | 'given';
    address: string;
    namespace: string;
    uiUrl?: string;
    /** The server's process, when the fleet started it. */
    pid?: number;
  };
  apis: FleetApi[];
  workers: FleetWorker[];
  balancer: FleetProcess;
  stop(options?: { keepFiles?: boolean }): Promise<void>;
}

export interface FleetOptions {
  apis?: number;
  workers?: number;
  basePort?: number;
  databaseUrl?: string;
  databaseName?: string;
  fresh?: boolean;
  temporal?: string;
  demo?: boolean;
  portal?: boolean;
  env?: Record<string, string>;
  log?: (message: string) => void;
}

export declare function startFleet(options?: FleetOptions): Promise<Fleet>;
