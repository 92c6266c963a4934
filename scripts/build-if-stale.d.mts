export declare const root: string
export declare const builds: { name: string; output: string; sources: string[]; script: string }[]
export declare function buildIfStale(options?: { log?: (message: string) => void }): void
