/**
 * Lets the model's text out sentence by sentence, each only once its numbers are checked, so the
 * reader never sees an invented number even for a moment. After the first sentence that fails,
 * nothing more is let out: the final answer replaces the text.
 */
export class SentenceGate {
  private held = '';
  private blocked = false;
  /** Everything let out so far. */
  streamed = '';

  constructor(
    private readonly emit: (text: string) => void,
    private readonly passes: (sentence: string) => boolean,
  ) {}

  push(chunk: string): void {
    this.held += chunk;
    if (this.blocked) return;
    // A sentence ends at . ! ? : ; and a space, or a line break. After a digit only before a capital:
    // "€1,234.56. Next" ends there, "1.234" and "12.5 %" do not ("31. März" may: then a check fails
    // and the rest waits for the whole text's check).
    for (;;) {
      const done = /^[\s\S]*?(?:[^\d\s][.!?:;]\s+|\d[.!?]\s+(?=\p{Lu})|\n)/u.exec(this.held);
      if (!done || this.blocked) return;
      this.release(done[0]);
    }
  }

  /** The rest, once the whole text has passed the guard (a sentence held back is then fine too). */
  finish(): void {
    this.blocked = false;
    this.release(this.held, true);
  }

  private release(text: string, checked = false): void {
    if (text === '') return;
    if (!checked && !this.passes(text)) {
      this.blocked = true;
      return;
    }
    this.held = this.held.slice(text.length);
    this.streamed += text;
    this.emit(text);
  }
}
