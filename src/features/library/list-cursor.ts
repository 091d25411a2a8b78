/** The query of a library list's page: after the cursor the page before it gave (a keyset
 *  on the server: deep pages cost what the first does), else its number. */
export function listPageQuery(page: number, previous: { next?: string } | undefined): string {
  return page > 1 && previous?.next ? `cursor=${encodeURIComponent(previous.next)}` : `page=${page}`;
}
