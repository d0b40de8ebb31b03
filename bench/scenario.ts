import { BROWSER_HEADERS, capture, load, startFloor, type LoadResult } from './http-load.js';

/** One row of the report: a measure beside its floor, or a route skipped because it does not exist yet. */
export interface ScenarioResult {
  name: string;
  api?: LoadResult;
  floor?: LoadResult;
  /** The p99 target, when the issue sets one. */
  targetP99?: number;
  /** Why the scenario was not measured (route answering 404). */
  skipped?: string;
  /** A fact the reader needs beside the figures (size of the answer, background load…). */
  note?: string;
  /** Median of a few requests sent one at a time (ms), when asked for. */
  unloadedMs?: number;
}

export interface ReadOptions {
  targetP99?: number;
  /** A route still to be written answers 404: skip it instead of breaking the run. */
  skipIfMissing?: boolean;
  /** Header the answer must carry (the list protocol's X-Pagination). */
  requiredHeader?: string;
  connections?: number;
  /** Also time a few requests one at a time: what one caller waits with no queue, for heavy reads. */
  unloaded?: boolean;
  /** Report the time of the first request (the one that fills a per-instance cache). */
  timeFirst?: boolean;
  /** Called once the API's measure ends, before the floor's (what ran beside it is checked then). */
  afterApi?: () => Promise<void>;
}

/** Median of a few sequential requests: the cost of one request, without the queue that load builds. */
async function unloadedLatency(url: string, headers: Record<string, string>, times = 5): Promise<number> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const began = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    took.push(performance.now() - began);
  }
  return took.sort((a, b) => a - b)[Math.floor(times / 2)];
}

/** GET under load, then the same bytes from a bare server under the same load. */
export async function readScenario(name: string, api: string, path: string, token: string, options: ReadOptions = {}): Promise<ScenarioResult> {
  // The run lasts minutes with nothing else on screen: say what is being measured.
  console.log(`Mesure : ${name}`);
  const headers = { authorization: `Bearer ${token}`, ...BROWSER_HEADERS };
  const began = performance.now();
  const answer = await capture(`${api}${path}`, { headers });
  const firstMs = performance.now() - began;
  if (answer.status === 404 && options.skipIfMissing) return { name, targetP99: options.targetP99, skipped: `GET ${path} répond 404 (route absente)` };
  if (answer.status !== 200) throw new Error(`${path} : ${answer.status} ${answer.body.toString().slice(0, 200)}`);
  const notes = [`${formatBytes(answer.body.length)} par réponse`];
  if (answer.headers['content-encoding']) notes[0] = `${formatBytes(answer.body.length)} par réponse (${answer.headers['content-encoding']})`;
  if (options.timeFirst) notes.unshift(`première réponse : ${Math.round(firstMs)} ms`);
  const header = options.requiredHeader;
  if (header && !(header.toLowerCase() in answer.headers)) notes.push(`**sans en-tête ${header}**`);
  const unloadedMs = options.unloaded ? await unloadedLatency(`${api}${path}`, headers) : undefined;
  if (unloadedMs !== undefined) notes.push(`seule, sans charge : ${Math.round(unloadedMs)} ms (médiane de 5)`);
  const connections = options.connections;
  const floor = await startFloor(answer);
  try {
    const measured = await load({ url: `${api}${path}`, headers, ...(connections ? { connections } : {}) });
    await options.afterApi?.();
    return {
      name,
      api: measured,
      floor: await load({ url: `${floor.url}${path}`, headers, ...(connections ? { connections } : {}) }),
      targetP99: options.targetP99,
      note: notes.join(', '),
      unloadedMs,
    };
  } finally {
    floor.server.close();
  }
}

export const formatBytes = (n: number): string =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} Mo` : n >= 1024 ? `${(n / 1024).toFixed(1)} Ko` : `${n} o`;
