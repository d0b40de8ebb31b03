import { getJson } from './api-client.js';

/** The background export of every sales line (POST /api/strykerCommands/export), from the request to the file stored. */
export interface ExportFigures {
  rows: number;
  seconds: number;
  bytes: number;
  /** Download of the stored workbook (GET /api/exports/{id}/file). */
  downloadSeconds: number;
}

export async function backgroundExport(api: string, adminToken: string): Promise<ExportFigures> {
  console.log('Mesure : export en arrière-plan de toutes les lignes de vente');
  const headers = { authorization: `Bearer ${adminToken}` };
  const began = performance.now();
  const queued = await fetch(`${api}/api/strykerCommands/export`, { method: 'POST', headers });
  if (queued.status !== 202) throw new Error(`POST strykerCommands/export : ${queued.status} ${await queued.text()}`);
  const { id } = (await queued.json()) as { id: string };
  for (;;) {
    const job = await getJson<{ status: string; rows: number | null; bytes: number | null; failure: string | null }>(`${api}/api/exports/${id}`, adminToken);
    if (job.status === 'failed') throw new Error(`Export en échec : ${job.failure}`);
    if (job.status === 'done') {
      const seconds = (performance.now() - began) / 1000;
      const fetched = performance.now();
      const file = await fetch(`${api}/api/exports/${id}/file`, { headers });
      await file.arrayBuffer();
      return { rows: job.rows ?? 0, seconds, bytes: job.bytes ?? 0, downloadSeconds: (performance.now() - fetched) / 1000 };
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}
