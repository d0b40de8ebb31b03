import { describe, expect, it } from 'vitest';
import { headerKey, keyIndexes, matchHeaders, missingColumnsFailure, rowKey } from './import-headers.js';
import { rowValidator } from './import-rows.js';

describe('en-têtes', () => {
  it('ignore casse, accents, espaces, soulignés et tirets', () => {
    for (const h of ['Invoice Number', 'INVOICE_NUMBER', 'invoice-number', 'invoicenumber', ' Invoice  Number ']) expect(headerKey(h)).toBe('invoicenumber');
    expect(headerKey('N° client déclaré')).toBe(headerKey('N° CLIENT DECLARE'));
  });

  it('reconnaît les clés et les libellés français du modèle, dans n’importe quel ordre', () => {
    const match = matchHeaders('strykerCommands', [
      'Montant HT',
      'INVOICE_NUMBER',
      'order-number',
      'Référence',
      'customer sold to',
      'N° CLIENT DÉCLARÉ',
      'invoicequantity',
      'Date de reconnaissance',
      'Colonne Mystère',
      '',
    ]);
    expect(match.missing).toEqual([]);
    expect(match.unknown).toEqual(['Colonne Mystère']);
    expect(match.columns.find((c) => c.column.key === 'salesAmount')?.index).toBe(0);
    expect(match.columns.find((c) => c.column.key === 'customerReported')?.header).toBe('N° CLIENT DÉCLARÉ');
  });

  it('signale toutes les colonnes obligatoires absentes en un message', () => {
    const match = matchHeaders('products', ['Prix']);
    expect(match.missing.map((c) => c.key)).toEqual(['reference', 'description']);
    expect(missingColumnsFailure(match.missing)).toEqual({
      code: 'import_columns_missing',
      params: { columns: '« Référence » (reference), « Description » (description)' },
    });
    expect(missingColumnsFailure(matchHeaders('products', ['Référence', 'Prix']).missing)).toEqual({
      code: 'import_column_missing',
      params: { column: '« Description » (description)' },
    });
  });

  it('une colonne en double est ignorée (la première compte)', () => {
    const match = matchHeaders('price-list', ['Référence', 'prix', 'Prix en points']);
    expect(match.repeated).toEqual(['Prix en points']);
    expect(match.columns.find((c) => c.column.key === 'price')?.index).toBe(1);
  });

  it('la clé naturelle des commandes inclut le numéro de ligne quand il existe', () => {
    const match = matchHeaders('strykerCommands', ['invoiceNumber', 'orderNumber', 'reference', 'Line Number']);
    const indexes = keyIndexes('strykerCommands', match);
    expect(rowKey([' F1 ', 'C1', 'R', 2], indexes)).toBe(['F1', 'C1', 'R', '2'].join('\u0001'));
    expect(rowKey([null, '', undefined, null], indexes)).toBe('');
  });
});

describe('validation d’une ligne', () => {
  const headers = ['Référence', 'Description', 'Prix', 'TVA', 'Catégorie', 'Actif'];
  const validator = rowValidator('products', matchHeaders('products', headers));

  it('lit chaque colonne selon son type ; les colonnes absentes restent indéfinies', () => {
    expect((validator.validate(['R1', 'Vis', 1], 2) as { value: Record<string, unknown> }).value.gimID).toBeUndefined();
    expect(validator.validate(['R1', 'Vis', '1 200,5', '5,5', 'implant', 'non'], 2)).toEqual({
      ok: true,
      value: expect.objectContaining({ row: 2, reference: 'R1', description: 'Vis', price: 1200.5, tva: 5.5, category: 'implant', active: false }),
    });
  });

  it('une ligne vide est ignorée', () => expect(validator.validate([null, '  ', '', null], 3)).toEqual({ ok: 'blank' }));

  it('rejette avec la colonne telle qu’écrite dans le fichier, la valeur et un motif en français', () => {
    expect(validator.validate(['R1', 'Vis', 'douze', 20], 4)).toEqual({
      ok: false,
      rejection: { row: 4, column: 'Prix', value: 'douze', reason: 'nombre attendu (par exemple 1 234,56)' },
    });
    expect(validator.validate(['', 'Vis', 1], 5)).toMatchObject({ ok: false, rejection: { column: 'Référence', reason: 'valeur obligatoire manquante' } });
    expect(validator.validate(['R1', 'Vis', -1], 6)).toMatchObject({ ok: false, rejection: { column: 'Prix', reason: 'le prix ne peut pas être négatif' } });
    expect(validator.validate(['R1', 'Vis', 1, 20, 'jouet'], 7)).toMatchObject({ ok: false, rejection: { column: 'Catégorie', value: 'jouet' } });
  });
});
