/**
 * The @azure/cosmos patch's diagnostics item (patches/@azure+cosmos+4.10.1.patch, docs/cosmos-query-patch.md):
 * at the default level, whose writer drops the text, an operation's diagnostics are no longer formatted;
 * at a level that logs them they still are, and written.
 */
import { describe, expect, it, vi } from 'vitest';

const sdk = (file: string) => import(new URL(`../../node_modules/@azure/cosmos/dist/esm/${file}`, import.meta.url).href);

describe('patched @azure/cosmos diagnostics', () => {
  it('formats an operation’s diagnostics only for a writer that keeps them', async () => {
    const { ClientContext } = await sdk('ClientContext.js');
    const { LogDiagnosticWriter, NoOpDiagnosticWriter } = await sdk('diagnostics/DiagnosticWriter.js');
    const record = (writer: { write(text: string): void }) => {
      const format = vi.fn(() => '{}');
      const write = vi.spyOn(writer, 'write');
      ClientContext.prototype.recordDiagnostics.call({ diagnosticFormatter: { format }, diagnosticWriter: writer }, { clientSideRequestStatistics: {} });
      return { formatted: format.mock.calls.length, written: write.mock.calls.length };
    };
    expect(record(new NoOpDiagnosticWriter())).toEqual({ formatted: 0, written: 0 });
    expect(record(new LogDiagnosticWriter())).toEqual({ formatted: 1, written: 1 });
  });
});
