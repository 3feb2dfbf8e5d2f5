// Types of shared-cache-state.cjs as the app uses them.
export type SharedCacheMode = 'local' | 'shared' | 'down';
export type SharedCacheState = {
  mode: SharedCacheMode;
  tagTimes: Map<string, number>;
  onRemoteChange: Set<() => void>;
  redis?: { ping(): Promise<unknown>; close(): Promise<void> };
  memory?: { entries: Map<string, unknown>; bytes: number; limit: number };
};
export declare function sharedCacheState(): SharedCacheState;
export declare function createSharedCacheState(url: string | undefined): SharedCacheState;
export declare function withTimeout<T>(promise: Promise<T>): Promise<T>;
