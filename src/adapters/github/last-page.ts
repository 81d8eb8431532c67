/** The number of the last page a paginated answer's `link` header names; 1 when it names none. */
export function lastPage(link: string | undefined): number {
  const last = /<[^>]*[?&]page=(\d+)[^>]*>;\s*rel="last"/.exec(link ?? "")?.[1];
  return last === undefined ? 1 : Math.max(1, Number(last));
}
