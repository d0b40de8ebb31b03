import { describe, expect, it } from 'vitest';
import { supersededJobs } from './import-supersession.js';

describe('supersededJobs', () => {
  it('names each earlier job whose records the changes replace, once, and never the job itself', () => {
    const changes = [
      { partitionKey: 'c1', id: 'a', after: { importId: 'job-3' }, before: { importId: 'job-1' } },
      { partitionKey: 'c1', id: 'b', after: { importId: 'job-3' }, before: { importId: 'job-1' } },
      { partitionKey: 'c2', id: 'c', after: { importId: 'job-3' }, before: { importId: 'job-2' } },
      { partitionKey: 'c2', id: 'd', after: { importId: 'job-3' }, before: { importId: 'job-3' } },
      { partitionKey: 'c2', id: 'e', after: { importId: 'job-3' } },
      // Written by the back office, not by an import: no job to protect.
      { partitionKey: 'c2', id: 'f', after: { importId: 'job-3' }, before: { name: 'saisi à la main' } },
    ];
    expect(supersededJobs(changes, 'job-3')).toEqual(['job-1', 'job-2']);
  });
});
