/** An error a client may see: its status, a stable code and a message fit for a person. */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, "not_found", message);
export const forbidden = (message = "You do not have access to this.") => new AppError(403, "forbidden", message);
export const unauthorized = (message = "Please sign in to continue.") => new AppError(401, "unauthorized", message);
export const conflict = (message: string) => new AppError(409, "conflict", message);
export const invalid = (message: string, fields?: Record<string, string>) =>
  new AppError(422, "invalid", message, fields);
