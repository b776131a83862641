import { AppError } from "@/platform/errors";

/**
 * An admin list as the address asks for it; an address we refuse (a hand-edited page, status or
 * category) shows the list's first page rather than an error page.
 */
export async function listOrFirstPage<List>(
  list: (query: Record<string, unknown>) => Promise<List>,
  query: { limit: number } & Record<string, unknown>,
): Promise<List> {
  try {
    return await list(query);
  } catch (error) {
    if (error instanceof AppError) return list({ limit: query.limit });
    throw error;
  }
}
