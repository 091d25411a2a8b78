// One page of a list as the app shows it: the items plus the paging and any extra fields of
// the server's answer (e.g. is_fallback of a search) under `meta`.
export interface ListAnswer<T> {
  items: T[];
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  [extra: string]: unknown;
}

export interface CachedList<T> {
  items: T[];
  page: number;
  totalItems: number;
  totalPages: number;
  perPage: number;
  meta: Record<string, unknown>;
  fetchedAt: number;
}

export function toListPage<T>(answer: ListAnswer<T>, page: number, now = Date.now()): CachedList<T> {
  const { items, totalItems, totalPages, perPage, page: _page, ...meta } = answer;
  return { items, page, totalItems, totalPages, perPage, meta: { ...meta, perPage, totalPages }, fetchedAt: now };
}
