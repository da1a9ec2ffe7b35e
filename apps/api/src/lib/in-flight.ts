/**
 * Reads of the same key that overlap in time share one promise: a caller that arrives while a read
 * of its key is under way waits for that read instead of starting another. Nothing is kept once a
 * read settles, so a caller never sees an answer older than the moment it arrived minus one read's
 * duration; `forget` also drops the reads under way (after a write), so a caller arriving after
 * the write starts a fresh one.
 */
export function inFlight<K, V>() {
  const reads = new Map<K, Promise<V>>();
  return {
    read(key: K, load: () => Promise<V>): Promise<V> {
      const running = reads.get(key);
      if (running) return running;
      const started = load();
      reads.set(key, started);
      const settle = () => {
        if (reads.get(key) === started) reads.delete(key);
      };
      started.then(settle, settle);
      return started;
    },
    forget(): void {
      reads.clear();
    },
  };
}
