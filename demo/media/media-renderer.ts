// Turns SVG drawings into WebP files under the media folder, a few at a time.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { runLimited } from '@/lib/shared/run-limited';

export type MediaJob = {
  /** Path under the media folder, e.g. `products/kundan-choker-1.webp`. */
  file: string;
  svg: () => string;
};

export type RenderResult = { rendered: number; skipped: number };

async function hasContent(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).size > 0;
  } catch {
    return false;
  }
}

async function renderOne(mediaRoot: string, job: MediaJob): Promise<boolean> {
  const target = path.join(mediaRoot, job.file);
  if (await hasContent(target)) return false;
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Written beside the target and renamed, so an interrupted seed never leaves a half file that a re-seed would skip.
  const partial = `${target}.${process.pid}.partial`;
  try {
    await sharp(Buffer.from(job.svg())).webp({ quality: 80, effort: 2 }).toFile(partial);
    await fs.rename(partial, target);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  return true;
}

export async function renderMedia(
  mediaRoot: string,
  jobs: readonly MediaJob[],
  options: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<RenderResult> {
  const result: RenderResult = { rendered: 0, skipped: 0 };
  let done = 0;
  await runLimited(jobs, options.concurrency ?? 4, async (job) => {
    if (await renderOne(mediaRoot, job)) result.rendered++;
    else result.skipped++;
    done++;
    if (done % 100 === 0 || done === jobs.length) options.onProgress?.(done, jobs.length);
  });
  return result;
}
