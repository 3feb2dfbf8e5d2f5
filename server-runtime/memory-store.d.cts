// Types of memory-store.cjs as the app uses them.
import type { SharedCacheState } from './shared-cache-state.cjs';
export declare function expireTags(state: SharedCacheState, tags: string[]): Promise<void>;
