// Background work gives way to requests: it waits while a request is being answered (up to its limit, so it
// still moves under steady traffic) and goes on at once when none has come for a moment.
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { noteRequest, requestsQuiet } from '@/server-runtime/request-activity.cjs';
import { giveWayToRequests } from './give-way';

const response = () => new EventEmitter() as unknown as ServerResponse;

async function timed(work: Promise<void>): Promise<number> {
  const started = performance.now();
  await work;
  return performance.now() - started;
}

it('waits while a request is answered, at most its limit, and not once the requests have paused', async () => {
  const res = response();
  noteRequest(res);
  expect(requestsQuiet(100)).toBe(false);
  // In flight for the whole wait: the limit ends it.
  expect(await timed(giveWayToRequests(150))).toBeGreaterThanOrEqual(140);
  // Answered: quiet 100 ms after the request arrived, counted once however the answer ends.
  res.emit('finish');
  res.emit('close');
  await new Promise((resolve) => setTimeout(resolve, 120));
  expect(requestsQuiet(100)).toBe(true);
  expect(await timed(giveWayToRequests(1000))).toBeLessThan(50);
});

it('counts a request whose connection closed before its answer was sent', () => {
  const res = response();
  noteRequest(res);
  expect(requestsQuiet(0)).toBe(false);
  res.emit('close');
  expect(requestsQuiet(0)).toBe(true);
});
