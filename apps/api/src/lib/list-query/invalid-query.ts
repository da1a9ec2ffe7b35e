import { AppError } from '../app-error';

export const INVALID_QUERY = 'INVALID_QUERY';

/** The one error every rejected list query becomes: 400 `INVALID_QUERY`, naming the key at fault. */
export const invalidQuery = (message: string) => new AppError(400, INVALID_QUERY, message);

const SHOWN_LENGTH = 80;

/** Echoes caller text in a message, cut short so a hostile key cannot blow up the error body. */
export const shown = (text: string) =>
  text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}…` : text;
