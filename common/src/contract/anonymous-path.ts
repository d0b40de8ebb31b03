// Apart from client-failures.ts and its zod schema: the site reports its failures from its first download,
// which must not carry zod (issue 9, home JavaScript budget).

/** Route words have no digit and no '@': any segment with one is a value (id, number, year, address). */
const VALUE_SEGMENT = /[\d@]/;

/** A path with every segment that could be an identifier replaced by ':id', without query or fragment. */
export function anonymousPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const decode = (s: string): string | undefined => {
    try {
      return decodeURIComponent(s);
    } catch {
      return undefined;
    }
  };
  const segments = bare.split('/').map((s) => {
    const decoded = decode(s);
    return decoded === undefined || VALUE_SEGMENT.test(decoded) || !/^[\w.:-]*$/.test(decoded) ? ':id' : decoded;
  });
  return segments.join('/').slice(0, 200) || '/';
}
