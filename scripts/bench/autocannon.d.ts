/** The part of autocannon's programmatic API the API benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
  }

  /** Percentiles of a histogram; latency in ms, requests per one-second sample. */
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    /** Responses outside 2xx. */
    non2xx: number;
    /** Connection errors (timeouts included). */
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
