/**
 * `load` run on the first call only; later calls get its first result (a promise, when `load` is
 * async, so callers that overlap share one request). A provider asks its API once per connection
 * for what every read needs: the books' currency, whether the connection is still authorised.
 */
export function once<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => {
    loaded ??= { value: load() };
    return loaded.value;
  };
}
