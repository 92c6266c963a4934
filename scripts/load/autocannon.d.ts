// The few parts of autocannon (which ships no types) that the load and bench scripts use.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface RequestParams {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    method?: string
    body?: string
    /** Requests a second over every connection (a steady rate instead of as fast as possible). */
    overallRate?: number
    headers?: Record<string, string>
    requests?: Array<RequestParams & { setupRequest?: (request: RequestParams) => RequestParams }>
  }
  interface Histogram {
    average: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  export interface Result {
    requests: Histogram & { total: number; sent: number }
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
    duration: number
  }
  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
