import { describe, expect, it } from 'vitest';
import { cabecalhosDeSeguranca } from './cabecalhos-seguranca.ts';

describe('cabecalhosDeSeguranca', () => {
  it("gives helmet's headers with the portal's policy, computed from the options alone", () => {
    const h = cabecalhosDeSeguranca();
    expect(h['content-security-policy']).toContain("default-src 'self'");
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
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
