// Types of data-dir.cjs.
export function dataDir(): string;
export function mediaDir(): string;
