/**
 * A least-recently-used cache bounded by the bytes its values hold and by its
 * number of entries, whichever is reached first: a stream of a million
 * distinct keys keeps the most recent ones and never more than the bounds.
 * A value's size is given when it is stored and may grow later (a compressed
 * variant made on first request), through `grow`.
 */
export class BoundedCache<Value> {
  /** Map iteration follows insertion order: re-inserting on use keeps the least recent first. */
  readonly #entries = new Map<string, { value: Value; bytes: number }>();
  #bytes = 0;

  constructor(
    readonly maxBytes: number,
    readonly maxEntries: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** Bytes of the values held plus their keys (two bytes a character, as V8 may store them). */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Stores the value unless it alone is larger than the whole cache; evicts the least recent to make room. */
  set(key: string, value: Value, bytes: number): void {
    this.delete(key);
    const cost = bytes + key.length * 2;
    if (cost > this.maxBytes) return;
    this.#entries.set(key, { value, bytes: cost });
    this.#bytes += cost;
    this.#evict();
  }

  /** Counts `bytes` more for a value already held (if it still is). */
  grow(key: string, bytes: number): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    entry.bytes += bytes;
    this.#bytes += bytes;
    this.#evict();
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes && this.#entries.size <= this.maxEntries) return;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}
