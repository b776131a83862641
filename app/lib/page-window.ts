/** The first, the last and the pages around the current one: a big catalog must not render thousands of links. */
export function pageWindow(page: number, pages: number): number[] {
  const near = [1, page - 2, page - 1, page, page + 1, page + 2, pages];
  return [...new Set(near.filter((n) => n >= 1 && n <= pages))].sort((a, b) => a - b);
}
