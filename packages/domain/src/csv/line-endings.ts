/**
 * Spreadsheet exports and hand-edited files often mix Windows (CRLF), Unix (LF) and old Mac (CR)
 * line endings in one file. A CSV parser that guesses one newline for the whole file then reads
 * every line that ends differently as part of the row before it (four lines become one "row with
 * 38 columns"). Turning every CRLF and lone CR into LF before parsing gives one record per line
 * whatever the mix; parsers are then told the newline is LF.
 */
export const NORMALISED_NEWLINE = '\n';

/** CRLF and lone CR as LF, for text that is whole (not a piece of a stream). */
export function normaliseLineEndings(text: string): string {
  return text.replace(/\r\n?/g, NORMALISED_NEWLINE);
}

/**
 * The same for text arriving in pieces: a CR at the end of a piece is held back until the next
 * piece shows whether an LF follows, so a CRLF split across two pieces still becomes one LF.
 * Call `push` per piece and `end` once after the last one.
 */
export class LineEndingNormaliser {
  private heldCarriageReturn = false;

  push(piece: string): string {
    let text = this.heldCarriageReturn ? `\r${piece}` : piece;
    this.heldCarriageReturn = text.endsWith('\r');
    if (this.heldCarriageReturn) text = text.slice(0, -1);
    return normaliseLineEndings(text);
  }

  end(): string {
    const rest = this.heldCarriageReturn ? NORMALISED_NEWLINE : '';
    this.heldCarriageReturn = false;
    return rest;
  }
}
