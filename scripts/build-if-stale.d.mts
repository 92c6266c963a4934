export declare const root: string
export declare function buildIfStale(options?: { log?: (message: string) => void }): void
