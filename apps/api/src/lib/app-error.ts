/** An error whose status, code and message are meant for the caller (spec §8's `{ errors }` body). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export interface ErrorItem {
  code: string;
  message: string;
}

export const errorBody = (...errors: ErrorItem[]) => ({ errors });

export const badRequest = (code: string, message: string) => new AppError(400, code, message);
export const unauthorized = (message = 'User needs to be authenticated to call this API.') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (code: string, message: string) => new AppError(403, code, message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
