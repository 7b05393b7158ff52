/** Messages between the HTTP bench (parent) and its autocannon process (bench/http/load-worker.ts). */

/** One request of the rotation: the worker sends them in turn, each connection taking the next one. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadCommand {
  type: 'run';
  url: string;
  connections: number;
  /** Seconds; ignored when `amount` is set. */
  duration: number;
  /** Exactly this many requests (each request of the rotation at most once when amount ≤ requests). */
  amount?: number;
  /** Requests per second over all connections (an offered load); unset = as fast as the server answers. */
  overallRate?: number;
  requests: LoadRequest[];
}

export interface LoadResult {
  type: 'result';
  /** Completed requests per second (2xx and others). */
  rps: number;
  total: number;
  durationS: number;
  /** Latency in ms, as autocannon's histogram reports it. */
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Response bytes per second. */
  throughput: number;
  /** CPU time of the load generator process during the run (ms), to show it was not the bottleneck. */
  cpuMs: number;
}

export type LoadReply = { type: 'ready' } | LoadResult | { type: 'error'; message: string };
