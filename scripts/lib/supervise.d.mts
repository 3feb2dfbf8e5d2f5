import type { ChildProcess } from 'node:child_process';
export declare const HEALTHY_RUN_MS: number;
export declare const FIRST_RESTART_DELAY_MS: number;
export declare const MAX_RESTART_DELAY_MS: number;
export declare const CRASH_LOOP_AFTER: number;
export declare function restartDelayMs(quickDeaths: number): number;
export declare function supervise(options: {
  start: () => ChildProcess;
  lockFile?: string | null;
  log?: (line: string) => void;
  healthyRunMs?: number;
}): { stop: (signal: NodeJS.Signals) => void; done: Promise<number>; current: () => ChildProcess | null };
