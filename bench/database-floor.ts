import { fork, type ChildProcess } from 'node:child_process';

/** The same-database floor server (bench/database-floor-server.ts) in a process of its own, like the API. */
export async function startDatabaseFloor(root: string, cosmosPort: number): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = fork(`${root}bench/database-floor-server.ts`, [String(cosmosPort)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve(Number(m)));
    child.once('exit', (code) => reject(new Error(`Le plancher sur la même base s’est arrêté (code ${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

export interface CosmosRequests {
  counts: Record<string, number>;
  /** Milliseconds from each request to its answer, summed by kind (overlapping requests each count). */
  busyMs: Record<string, number>;
}

/** Requests the local Cosmos server has received, by kind (scripts/local/cosmos-server.ts). */
export async function cosmosRequests(cosmosPort: number): Promise<CosmosRequests> {
  // The local server's certificate is self-signed: node:https with rejectUnauthorized off, as the SDK's agent.
  const { request } = await import('node:https');
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: cosmosPort, path: '/_local/requests', rejectUnauthorized: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString()) as CosmosRequests));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The requests made between two counts, per call, by kind; `of: 'busyMs'` for the server's milliseconds instead. */
export function perCall(
  before: CosmosRequests,
  after: CosmosRequests,
  calls: number,
  of: keyof CosmosRequests = 'counts',
  unit = '',
): { total: number; byKind: string } {
  const kinds = Object.keys(after[of])
    .map((k) => [k, ((after[of][k] ?? 0) - (before[of][k] ?? 0)) / calls] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  const total = kinds.reduce((s, [, n]) => s + n, 0);
  return { total, byKind: kinds.map(([k, n]) => `${k} ${n.toFixed(1).replace('.', ',')}${unit}`).join(', ') };
}
