import { readFileSync } from 'node:fs';

export interface HostJsonQueues {
  maxDequeueCount: number;
  visibilityTimeoutSeconds: number;
  batchSize: number;
  maxPollingIntervalMs: number;
}

const toSeconds = (span: string) => span.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);

export function readHostJsonQueues(file: string): HostJsonQueues {
  const host = JSON.parse(readFileSync(file, 'utf8')) as { extensions?: { queues?: Record<string, string | number> } };
  const q = host.extensions?.queues ?? {};
  return {
    maxDequeueCount: Number(q.maxDequeueCount ?? 5),
    visibilityTimeoutSeconds: toSeconds(String(q.visibilityTimeout ?? '00:00:00')),
    batchSize: Number(q.batchSize ?? 16),
    maxPollingIntervalMs: toSeconds(String(q.maxPollingInterval ?? '00:00:02')) * 1000,
  };
}
