import { describe, expect, it } from 'vitest';
import { cabecalhosDeSeguranca } from './cabecalhos-seguranca.ts';

describe('cabecalhosDeSeguranca', () => {
  it("gives helmet's headers with the portal's policy, computed from the options alone", () => {
    const h = cabecalhosDeSeguranca();
    expect(h['content-security-policy']).toContain("default-src 'self'");
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    // the previews of attachments and boletos (blob: URLs the console makes) show; nothing else from outside the origin
    expect(h['content-security-policy']).toContain("img-src 'self' data: blob:");
    expect(h['content-security-policy']).toContain("frame-src 'self' blob:");
    expect(h['content-security-policy']).toContain('object-src blob:');
    expect(h['content-security-policy']).not.toContain("object-src 'none'");
    expect(h).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(h['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(h['x-powered-by']).toBeUndefined();
    // the same every time: nothing depends on a request
    expect(cabecalhosDeSeguranca()).toEqual(h);
  });
});
