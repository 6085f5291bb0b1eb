import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enderecoLocal, temporalSemTlsProblema, tlsTemporalDoAmbiente } from './tls.ts';

describe('enderecoLocal', () => {
  it('takes localhost, 127.0.0.0/8 and ::1 as this machine, anything else as the network', () => {
    for (const a of ['127.0.0.1:7233', '127.8.0.2:7233', 'localhost:7233', 'LOCALHOST', 'temporal.localhost:7233', '[::1]:7233', '::1'])
      expect(enderecoLocal(a), a).toBe(true);
    for (const a of ['temporal:7233', '10.0.0.5:7233', '0.0.0.0:7233', 'meu.temporal.cloud:7233', '[2001:db8::1]:7233', '127.0.0.1.nip.io:7233'])
      expect(enderecoLocal(a), a).toBe(false);
  });
});

describe('temporalSemTlsProblema', () => {
  const remoto = { TEMPORAL_ADDRESS: 'temporal.interno:7233' };
  it('refuses a Temporal on another machine without TLS outside development, saying what to set', () => {
    for (const env of [remoto, { ...remoto, PORTAL_ENV: 'production' }])
      expect(temporalSemTlsProblema(env)).toMatch(
        /^TEMPORAL_ADDRESS=temporal\.interno:7233 não é local e a conexão com o Temporal está sem TLS.*TEMPORAL_TLS_CERT e TEMPORAL_TLS_KEY/,
      );
    // the address may come from elsewhere than the environment (infra/start's option)
    expect(temporalSemTlsProblema({ PORTAL_ENV: 'production' }, '10.0.0.5:7233')).toMatch(/^TEMPORAL_ADDRESS=10\.0\.0\.5:7233/);
  });
  it('accepts it with TLS settings, in development, on this machine, with no address (the dev server) or on a private network said so', () => {
    expect(temporalSemTlsProblema({ ...remoto, TEMPORAL_TLS_CERT: '/c.pem', TEMPORAL_TLS_KEY: '/k.pem' })).toBeNull();
    expect(temporalSemTlsProblema({ ...remoto, TEMPORAL_TLS_CA: '/ca.pem' })).toBeNull();
    expect(temporalSemTlsProblema({ ...remoto, TEMPORAL_TLS: 'true' })).toBeNull();
    expect(temporalSemTlsProblema({ ...remoto, PORTAL_ENV: 'development' })).toBeNull();
    expect(temporalSemTlsProblema({ TEMPORAL_ADDRESS: '127.0.0.1:7233', PORTAL_ENV: 'production' })).toBeNull();
    expect(temporalSemTlsProblema({ PORTAL_ENV: 'production' })).toBeNull();
    expect(temporalSemTlsProblema({ ...remoto, TEMPORAL_SEM_TLS: 'rede-interna' })).toBeNull();
    expect(temporalSemTlsProblema({ ...remoto, TEMPORAL_SEM_TLS: 'true' })).not.toBeNull();
  });
  it('refuses a client certificate without its key (or the other way round) anywhere', () => {
    expect(temporalSemTlsProblema({ TEMPORAL_TLS_CERT: '/c.pem', PORTAL_ENV: 'development' })).toMatch(/^TEMPORAL_TLS_CERT e TEMPORAL_TLS_KEY andam juntos/);
    expect(temporalSemTlsProblema({ TEMPORAL_TLS_KEY: '/k.pem' })).toMatch(/andam juntos/);
  });
});

describe('tlsTemporalDoAmbiente', () => {
  it('is plaintext without settings, TLS with the system CAs with TEMPORAL_TLS=true, mTLS with the files read', () => {
    expect(tlsTemporalDoAmbiente({})).toBeUndefined();
    expect(tlsTemporalDoAmbiente({ TEMPORAL_TLS: 'true' })).toEqual({});
    const dir = mkdtempSync(join(tmpdir(), 'portal-tls-'));
    try {
      for (const f of ['c.pem', 'k.pem', 'ca.pem']) writeFileSync(join(dir, f), `-- ${f} --`);
      const tls = tlsTemporalDoAmbiente({
        TEMPORAL_TLS_CERT: join(dir, 'c.pem'),
        TEMPORAL_TLS_KEY: join(dir, 'k.pem'),
        TEMPORAL_TLS_CA: join(dir, 'ca.pem'),
        TEMPORAL_TLS_SERVER_NAME: 'temporal.interno',
      });
      expect(tls?.clientCertPair?.crt.toString()).toBe('-- c.pem --');
      expect(tls?.clientCertPair?.key.toString()).toBe('-- k.pem --');
      expect(tls?.serverRootCACertificate?.toString()).toBe('-- ca.pem --');
      expect(tls?.serverNameOverride).toBe('temporal.interno');
      expect(() => tlsTemporalDoAmbiente({ TEMPORAL_TLS_CA: join(dir, 'falta.pem') })).toThrow(/^TEMPORAL_TLS_CA=.*falta\.pem: não foi possível ler o arquivo/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
