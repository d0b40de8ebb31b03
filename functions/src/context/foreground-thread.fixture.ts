/** A task of a background thread for foreground.test.ts: gives way to the requests counted by the test's thread. */
import { giveWay, shareRequestCount } from './foreground.js';

export default async function pieceOfWork(requests: SharedArrayBuffer): Promise<string> {
  shareRequestCount(requests);
  await giveWay();
  return 'went';
}
