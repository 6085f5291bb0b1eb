import { describe, expect, it } from 'vitest';
import { destinoSeguro } from './after-login.ts';

describe('destinoSeguro: where the sign-in goes after it', () => {
  it('takes a path of the console and refuses another site', () => {
    expect(destinoSeguro('/trade/minhas-trocas')).toBe('/trade/minhas-trocas');
    expect(destinoSeguro('/boletos?id=3')).toBe('/boletos?id=3');
    for (const d of [null, undefined, '', 'https://mal.example', '//mal.example', '/\\mal.example', 'javascript:alert(1)']) expect(destinoSeguro(d)).toBeNull();
  });
});
