import type { ChildProcess, SpawnOptions, SpawnSyncOptions } from 'node:child_process';
export declare const ROOT: string;
export declare const SERVER_SCRIPT_FLAGS: string[];
export declare function run(command: string, args: string[], options?: SpawnSyncOptions): void;
export declare function serverNodeFlags(env?: NodeJS.ProcessEnv): string[];
export declare function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function spawnServer(env: NodeJS.ProcessEnv, options?: Omit<SpawnOptions, 'env' | 'cwd'>): ChildProcess;
