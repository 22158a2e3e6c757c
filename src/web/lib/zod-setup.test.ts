import { describe, expect, it } from 'vitest';
import './zod-setup';
import { z } from 'zod';

describe('zod in the browser', () => {
  it('parses without eval (jitless), which the shop CSP requires', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
