export declare function sourceHash(): string;
export declare function buildIfStale(env?: NodeJS.ProcessEnv): void;
