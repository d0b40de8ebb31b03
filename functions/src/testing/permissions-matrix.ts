/**
 * The access matrix of docs/permissions.md as the tests read it: who may call a route of each row. The
 * pipeline's in-process tests check every route against it; the API tests, one reference list.
 */
import { readFileSync } from 'node:fs';
import type { AnyRoute } from '../http/route.js';
import { matrixRow } from './access-matrix.js';

export type Actor = 'anonyme' | 'utilisateur client' | 'commercial' | 'administrateur';
export const ACTORS: Actor[] = ['anonyme', 'utilisateur client', 'commercial', 'administrateur'];
export type Cell = 'oui' | '401' | '403' | 'ses clients';
export type Matrix = Record<string, Record<Actor, Cell>>;

/** The table between the markers of docs/permissions.md: row → actor → expected outcome. */
export function readMatrix(): Matrix {
  const doc = readFileSync(new URL('../../../docs/permissions.md', import.meta.url), 'utf8');
  const block = /<!-- matrix:start -->([\s\S]*?)<!-- matrix:end -->/.exec(doc)?.[1];
  if (!block) throw new Error('docs/permissions.md : tableau des droits introuvable entre les marqueurs');
  const rows = block
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('|') && !/^\|[-| ]+\|$/.test(l));
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim());
  const header = cells(rows[0]!);
  if (header.slice(1).join('|') !== ACTORS.join('|')) throw new Error(`docs/permissions.md : colonnes ${header.join(', ')} au lieu de ${ACTORS.join(', ')}`);
  return Object.fromEntries(
    rows.slice(1).map((line) => {
      const [access, ...values] = cells(line);
      for (const v of values) if (!['oui', '401', '403', 'ses clients'].includes(v)) throw new Error(`docs/permissions.md : cellule « ${v} » inconnue`);
      return [access, Object.fromEntries(ACTORS.map((a, i) => [a, values[i] as Cell]))];
    }),
  ) as Matrix;
}

/** The row of the matrix that says who may call this route. */
export function rowOf(matrix: Matrix, route: AnyRoute): Record<Actor, Cell> {
  const row = matrix[matrixRow(route)];
  if (!row) throw new Error(`docs/permissions.md : aucune ligne « ${matrixRow(route)} » pour ${route.method} /api/${route.path}`);
  return row;
}
