/** A task of a background thread for foreground.test.ts: gives way to the requests counted by the test's thread. */
import { giveWay, shareRequestCount } from './foreground.js';

/** Answers how long the piece waited, on the thread's own clock. */
export default async function pieceOfWork(requests: SharedArrayBuffer): Promise<number> {
  shareRequestCount(requests);
  const began = performance.now();
  await giveWay();
  return performance.now() - began;
}
