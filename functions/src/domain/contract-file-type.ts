/**
 * What a contract file really is, read from its first bytes: the extension alone is the sender's word.
 * PDF starts with « %PDF- »; a .doc is an OLE2 compound file; a .docx is a ZIP holding a word/ part.
 */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

export type ContractFileKind = 'pdf' | 'doc' | 'docx';

export const CONTENT_TYPES: Record<ContractFileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The kind the name claims, when the content agrees with it; undefined otherwise. */
export function contractFileKind(fileName: string, bytes: Uint8Array): ContractFileKind | undefined {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'pdf') return startsWith(bytes, [...Buffer.from('%PDF-')]) ? 'pdf' : undefined;
  if (extension === 'doc') return startsWith(bytes, OLE2) ? 'doc' : undefined;
  if (extension === 'docx') return startsWith(bytes, ZIP) && Buffer.from(bytes).includes('word/') ? 'docx' : undefined;
  return undefined;
}

/** A name safe as the last part of a blob name and in a Content-Disposition header. */
export const safeFileName = (name: string) =>
  name
    .normalize('NFC')
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/\p{Cc}/gu, '_')
    .slice(-150) || 'fichier';
