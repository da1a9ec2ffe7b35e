/** One page of a provider's listing; `next` continues it (null: the listing is complete). */
export interface Page<T> {
  items: T[];
  next: string | null;
}
