import type { SpawnSyncOptions } from 'node:child_process';
type Runner = (command: string, args: string[], options?: SpawnSyncOptions) => void;
export declare function sourceHash(env?: NodeJS.ProcessEnv): string;
export declare function build(env?: NodeJS.ProcessEnv, options?: { dir?: string; runner?: Runner }): void;
export declare function buildIfStale(env?: NodeJS.ProcessEnv, options?: { dir?: string; runner?: Runner }): void;
