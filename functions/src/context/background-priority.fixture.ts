/** A task of a background thread for background-priority.test.ts: lowers its own priority, answers its thread id. */
import { readlinkSync } from 'node:fs';
import { lowerThreadPriority } from './background-priority.js';

export default function lowered(): number {
  if (!lowerThreadPriority()) throw new Error('priorité inchangée');
  return Number(readlinkSync('/proc/thread-self').split('/').pop());
}
