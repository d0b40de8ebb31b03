/**
 * The API's list protocol over `items`, for component tests of a list page: search (ignoring case and accents)
 * on the fields given, `orderBy` « field direction », pages of `pageSize`, the paging in `X-Pagination`.
 * The real protocol is tested in tests/api (admin-lists.test.ts); a page's test only needs its shape.
 */
export function listAnswer<T extends object>(items: T[], url: URL, searched: (keyof T)[]) {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const search = fold(url.searchParams.get('search') ?? '');
  const [field, direction] = (url.searchParams.get('orderBy') ?? '').split(' ') as [keyof T | '', string];
  const page = Number(url.searchParams.get('pageNumber') ?? 1);
  const size = Number(url.searchParams.get('pageSize') ?? 15);
  const found = items.filter((item) => searched.some((key) => fold(String(item[key])).includes(search)));
  const compare = (x: unknown, y: unknown) => (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'fr'));
  if (field) found.sort((a, b) => compare(a[field], b[field]) * (direction === 'desc' ? -1 : 1));
  const totalPages = Math.max(1, Math.ceil(found.length / size));
  const paging = { CurrentPage: page, TotalPages: totalPages, PageSize: size, TotalCount: found.length, HasPrevious: page > 1, HasNext: page < totalPages };
  return { body: found.slice((page - 1) * size, page * size), headers: { 'X-Pagination': JSON.stringify(paging) } };
}

/** The query parameters of each request sent to `pattern`, in order. */
export const queriesOf = (calls: { path: string }[]) => calls.map((r) => Object.fromEntries(new URL(r.path, 'http://x').searchParams));
