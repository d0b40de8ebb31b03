import { describe, expect, it } from 'vitest';
import { isCurrent, versionListOf, versionOf } from './versions.js';

describe('versions of what several documents make up', () => {
  it('changes when one part changes, not with their order', () => {
    expect(versionOf(['a:1', 'b:1'])).toBe(versionOf(['b:1', 'a:1']));
    expect(versionOf(['a:1', 'b:2'])).not.toBe(versionOf(['a:1', 'b:1']));
    expect(versionOf(['a:1'])).not.toBe(versionOf(['a:1', 'b:1']));
  });

  it('recognises the stored version in the tag sent, a list of tags, a list of versions, or *', () => {
    const a = versionOf(['a']);
    const b = versionOf(['b']);
    expect(isCurrent(a, a)).toBe(true);
    expect(isCurrent(b, a)).toBe(false);
    expect(isCurrent(`${b}, ${a}`, a)).toBe(true);
    expect(isCurrent(versionListOf([b, a]), a)).toBe(true);
    expect(isCurrent(versionListOf([b]), a)).toBe(false);
    expect(isCurrent('*', a)).toBe(true);
    expect(isCurrent('"00000000-0000"', '"00000000-0000"')).toBe(true);
    expect(isCurrent('W/"x"', '"x"')).toBe(true);
    expect(isCurrent('""', a)).toBe(false);
  });
});
