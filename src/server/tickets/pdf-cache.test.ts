import { describe, expect, it } from 'vitest';
import { PdfCache } from './pdf-cache';

const pdf = (n: number, fill = 'a') => Buffer.alloc(n, fill);

describe('PdfCache', () => {
  it('renders a key once, also for concurrent misses', async () => {
    const cache = new PdfCache({ maxEntries: 10, maxBytes: 1000 });
    let renders = 0;
    const render = async () => {
      renders++;
      return pdf(10);
    };
    const [a, b] = await Promise.all([cache.get('t1', render), cache.get('t1', render)]);
    const c = await cache.get('t1', render);
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
  });

  it('drops the least recently used entry beyond the count bound', async () => {
    const cache = new PdfCache({ maxEntries: 2, maxBytes: 1000 });
    let renders = 0;
    const get = (k: string) =>
      cache.get(k, async () => {
        renders++;
        return pdf(10);
      });
    await get('a');
    await get('b');
    await get('a'); // a is now the most recent
    await get('c'); // b leaves
    expect(cache.size).toBe(2);
    expect(renders).toBe(3);
    await get('a');
    expect(renders).toBe(3);
    await get('b');
    expect(renders).toBe(4);
  });

  it('keeps the bytes under the byte bound and never stores a PDF larger than it', async () => {
    const cache = new PdfCache({ maxEntries: 100, maxBytes: 25 });
    await cache.get('a', async () => pdf(10));
    await cache.get('b', async () => pdf(10));
    await cache.get('c', async () => pdf(10)); // 30 > 25: a leaves
    expect(cache.size).toBe(2);
    const big = await cache.get('big', async () => pdf(30));
    expect(big.length).toBe(30);
    expect(cache.size).toBe(2);
  });

  it('does not keep a failed render', async () => {
    const cache = new PdfCache();
    await expect(cache.get('x', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('x', async () => pdf(3))).toHaveLength(3);
  });
});
