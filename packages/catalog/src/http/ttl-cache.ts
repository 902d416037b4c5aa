import type { Clock } from '@hms/platform';

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/**
 * An in-memory cache whose entries expire after their own time to live and which forgets the
 * least recently used entry once it holds `maxEntries`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly clock: Clock,
  ) {}

  get(key: string): { value: V } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now().getTime()) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-inserting moves the key to the end: Map order is our recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value };
  }

  set(key: string, value: V, ttlMs: number): void {
    if (ttlMs <= 0 || this.maxEntries <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.clock.now().getTime() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
