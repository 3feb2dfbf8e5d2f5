export declare function sourceHash(env?: NodeJS.ProcessEnv): string;
export declare function buildIfStale(env?: NodeJS.ProcessEnv): void;
