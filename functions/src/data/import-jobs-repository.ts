import { container, isCosmosStatus, readItem } from './cosmos.js';
import { countWhere, queryPage } from './list-query.js';
import type { ImportJobDoc } from '../model/imports.js';

/** Import jobs are single documents of the settings container, id 'import:<uuid>'. */
const settings = () => container('settings');
const docId = (jobId: string) => `import:${jobId}`;

export async function createImportJob(job: ImportJobDoc): Promise<void> {
  await settings().items.create(job);
}

export async function readImportJob(jobId: string): Promise<ImportJobDoc | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(jobId)) return undefined;
  const doc = await readItem<ImportJobDoc>(settings(), docId(jobId), docId(jobId));
  return doc?.type === 'importJob' ? doc : undefined;
}

/**
 * Applies `change` to the stored job, ETag-checked and retried: the worker and a rollback request may
 * write the same job. Answers the job as written, or undefined when it does not exist.
 */
export async function updateImportJob(jobId: string, change: (job: ImportJobDoc) => ImportJobDoc | undefined): Promise<ImportJobDoc | undefined> {
  for (let attempt = 0; ; attempt++) {
    const current = await readItem<ImportJobDoc>(settings(), docId(jobId), docId(jobId));
    if (!current) return undefined;
    const next = change(current);
    if (!next) return current;
    const { _etag, ...rest } = { ...next, _etag: current._etag } as ImportJobDoc & { _etag: string };
    try {
      await settings()
        .item(docId(jobId), docId(jobId))
        .replace({ ...rest, updatedAt: new Date().toISOString() }, { accessCondition: { type: 'IfMatch', condition: _etag } });
      return { ...rest, updatedAt: new Date().toISOString() };
    } catch (err) {
      if (!isCosmosStatus(err, 412) || attempt >= 20) throw err;
    }
  }
}

const JOBS = { where: ["c.type = 'importJob'"], parameters: [] };

export const importJobsPage = (pageNumber: number, pageSize: number) =>
  queryPage<ImportJobDoc>(settings(), { ...JOBS, orderBy: 'c.createdAt', direction: 'desc' }, { pageNumber, pageSize });

export const countImportJobs = () => countWhere(settings(), JOBS);
