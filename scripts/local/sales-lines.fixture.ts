/** Documents shaped like sales lines, for the tests of the patched local Cosmos DB engine and server. */

// `_rid`s shaped like the server's (base64 of a little-endian counter): their string order is not
// the insertion order, so sorting by `_rid` really sorts.
export function rid(i: number) {
  const bytes = Buffer.alloc(8);
  bytes.writeInt32LE(i + 1, 0);
  bytes.writeInt8(0x40, 7);
  return `AbCdEf${bytes.toString('base64')}`;
}

export function salesLines(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const line: Record<string, unknown> = {
      id: `line-${i}`,
      _rid: rid(i),
      customerId: `customer-${i % 37}`,
      amount: (i * 7919) % 1000,
      salesRecognitionDate: `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 31) % 28)).padStart(2, '0')}`,
      tags: i % 5 === 0 ? [] : [`t${i % 3}`, `u${i % 4}`],
      active: i % 19 === 0 ? 'true' : i % 7 === 0,
    };
    // Missing, null and mixed-type values exercise the engine's type ordering and undefined rules.
    if (i % 11 === 0) delete line.salesRecognitionDate;
    if (i % 13 === 0) line.salesRecognitionDate = null;
    if (i % 17 === 0) line.amount = String(line.amount);
    return line;
  });
}
