import { describe, expect, it } from 'vitest';
import { maskSecretsInUrl } from './log-serializers';

describe('maskSecretsInUrl', () => {
  it.each([
    ['/t/abc/s3cr3t', '/t/abc/[secret]'],
    ['/t/abc/s3cr3t/', '/t/abc/[secret]/'],
    ['/t/abc/s3cr3t?lang=en', '/t/abc/[secret]?[secret]'],
    ['//t//abc/s3cr3t', '//t//abc/[secret]'],
    ['/api/ticket/abc/s3cr3t', '/api/ticket/abc/[secret]'],
    ['/api/ticket/abc/s3cr3t.pdf', '/api/ticket/abc/[secret].pdf'],
    ['/API/Ticket/abc/s3cr3t.pdf', '/API/Ticket/abc/[secret].pdf'],
    ['/api/bill/abc/s3cr3t.pdf?x=s3cr3t', '/api/bill/abc/[secret].pdf?[secret]'],
    ['/bill/abc/s3cr3t', '/bill/abc/[secret]'],
    ['/credit-note/abc/s3cr3t', '/credit-note/abc/[secret]'],
    ['/api/credit-note/abc/s3cr3t.pdf', '/api/credit-note/abc/[secret].pdf'],
    ['/api/Credit-Note/abc/s3cr3t', '/api/Credit-Note/abc/[secret]'],
    ['/billing/abc/s3cr3t', '/billing/abc/s3cr3t'],
    ['/api/booking/templates?lang=de', '/api/booking/templates?lang=de'],
    ['/x?token=s3cr3t&a=1&secret=s3cr3t', '/x?token=[secret]&a=1&secret=[secret]'],
    ['/api/tickets', '/api/tickets'],
    // The reminder's one-click renewal: the token is the whole key.
    ['/renewal/Ab3dEfGh1jKlMn0pQrStUvWxYz0123456789AbCd', '/renewal/[secret]'],
    ['/renewal/short?lang=de', '/renewal/[secret]?[secret]'],
    ['/Renewal//x1/', '/Renewal//[secret]/'],
    // Any token-shaped segment on any path, a UUID (a record's id) and words kept.
    ['/later/added/Ab3dEfGh1jKlMn0pQrStUvWxYz0123456789AbCd', '/later/added/[secret]'],
    ['/x/q2Vb8_-Kx9LmN3pQrS5tUvW7xYz1aBc3dEf5gHi7jK', '/x/[secret]'],
    ['/x/q2Vb8Kx9LmN3pQrS5tUv.pdf', '/x/[secret].pdf'],
    ['/demo-pay/0b6f9a38-5c1e-4f6a-9d4e-2a7b8c9d0e1f', '/demo-pay/0b6f9a38-5c1e-4f6a-9d4e-2a7b8c9d0e1f'],
    ['/opening-hours-and-directions', '/opening-hours-and-directions'],
  ])('%s -> %s', (url, masked) => {
    expect(maskSecretsInUrl(url)).toBe(masked);
  });
});
