/**
 * Rendered ticket and bill PDFs, kept in memory: a ticket or bill never changes once issued,
 * and rendering (font subsetting, QR code) costs far more than serving bytes. Least recently
 * used entries leave first once either bound is reached. Per process, which is fine for a
 * cache: another instance renders its own copy. Callers check the secret before asking.
 */
export class PdfCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number } = DEFAULT_PDF_CACHE) {}

  /** The cached PDF of `key`, or `render()`'s, stored; concurrent misses render once. */
  async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = this.rendering.get(key);
    if (pending) return pending;
    const p = render().then((pdf) => {
      this.store(key, pdf);
      return pdf;
    });
    this.rendering.set(key, p);
    try {
      return await p;
    } finally {
      this.rendering.delete(key);
    }
  }

  private store(key: string, pdf: Buffer) {
    if (pdf.length > this.limits.maxBytes) return;
    this.entries.set(key, pdf);
    this.bytes += pdf.length;
    for (const [k, v] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** About 30 KB a ticket: 500 PDFs stay well under the 32 MiB bound. */
export const DEFAULT_PDF_CACHE = { maxEntries: 500, maxBytes: 32 * 1024 * 1024 };
