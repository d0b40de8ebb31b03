import * as XLSX from '@e965/xlsx';
import { IMPORT_COLUMNS, TABLE_LABELS } from '../domain/import-columns.js';
import type { ImportTable } from '../model/imports.js';

const KIND_LABELS = { text: 'texte', number: 'nombre', integer: 'nombre entier', date: 'date', boolean: 'oui/non' } as const;

/**
 * The template of a table: one sheet with the French headers the import recognises, and a notes sheet
 * that lists each column, its key (also accepted as a header), whether it is required and how to fill it.
 * A few dozen cells: written in place, far below a millisecond.
 */
export function importTemplate(table: ImportTable): Uint8Array {
  const columns = IMPORT_COLUMNS[table];
  const wb = XLSX.utils.book_new();
  const data = XLSX.utils.aoa_to_sheet([columns.map((c) => c.label)]);
  data['!cols'] = columns.map((c) => ({ wch: Math.max(12, c.label.length + 2) }));
  XLSX.utils.book_append_sheet(wb, data, 'Données');
  const notes = XLSX.utils.aoa_to_sheet([
    [`Modèle d'import : ${TABLE_LABELS[table]}`],
    [
      'Les en-têtes peuvent être dans n’importe quel ordre ; la casse, les accents, espaces, tirets et soulignés ne comptent pas. Les colonnes inconnues sont ignorées (avertissement).',
    ],
    ['Nombres : virgule ou point décimal, espaces entre les milliers. Dates : date Excel, jj/mm/aaaa ou aaaa-mm-jj. Les lignes vides sont ignorées.'],
    [],
    ['Colonne', 'Clé', 'Type', 'Obligatoire', 'Remarque'],
    ...columns.map((c) => [c.label, c.key, KIND_LABELS[c.kind], c.required ? 'oui' : 'non', c.note ?? '']),
  ]);
  notes['!cols'] = [{ wch: 28 }, { wch: 24 }, { wch: 14 }, { wch: 12 }, { wch: 80 }];
  XLSX.utils.book_append_sheet(wb, notes, 'Notes');
  return new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
}
