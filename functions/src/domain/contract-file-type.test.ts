import { describe, expect, it } from 'vitest';
import { contractFileKind, safeFileName } from './contract-file-type.js';

const bytes = (s: string) => new TextEncoder().encode(s);
const OLE2 = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...bytes('[Content_Types].xml word/document.xml')]);

describe('le type d’un fichier de contrat', () => {
  it('se lit dans son contenu, et doit s’accorder avec son extension', () => {
    expect(contractFileKind('Contrat.PDF', bytes('%PDF-1.7 ...'))).toBe('pdf');
    expect(contractFileKind('contrat.doc', OLE2)).toBe('doc');
    expect(contractFileKind('contrat.docx', DOCX)).toBe('docx');
    expect(contractFileKind('contrat.pdf', bytes('<html>'))).toBeUndefined();
    expect(contractFileKind('contrat.docx', bytes('%PDF-1.7'))).toBeUndefined();
    // A ZIP that is not a Word document (a workbook renamed .docx).
    expect(contractFileKind('contrat.docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...bytes('xl/workbook.xml')]))).toBeUndefined();
    expect(contractFileKind('contrat.exe', bytes('%PDF-1.7'))).toBeUndefined();
    expect(contractFileKind('contrat', bytes('%PDF-1.7'))).toBeUndefined();
  });

  it('donne un nom sans chemin ni caractère de contrôle', () => {
    expect(safeFileName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(safeFileName('a\u0000b\nc.pdf')).toBe('a_b_c.pdf');
    expect(safeFileName('Contrat « 2026 ».pdf')).toBe('Contrat « 2026 ».pdf');
  });
});
