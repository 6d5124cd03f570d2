/**
 * A least-recently-used map bounded in bytes and in entries, for what an isolate keeps of its
 * pages (page-templates.ts, page-bodies.ts): each value's cost is what `size` says it holds.
 */
export class ByteLru<T> {
  private readonly entries = new Map<string, T>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number,
    private readonly size: (value: T) => number,
  ) {}

  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Most recently used goes last (a Map keeps insertion order).
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: T): void {
    const cost = this.size(value);
    if (cost > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.bytes -= this.size(old);
    }
    this.entries.set(key, value);
    this.bytes += cost;
    for (const [oldest, held] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
      this.bytes -= this.size(held);
    }
  }
}
