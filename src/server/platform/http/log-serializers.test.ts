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
  ])('%s -> %s', (url, masked) => {
    expect(maskSecretsInUrl(url)).toBe(masked);
  });
});
