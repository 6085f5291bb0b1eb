import { describe, expect, it } from 'vitest';
import { problemasDeInicio } from './startup-checks.ts';

const forte = 'q8Zk2mP0vX7nR4tY1wC6bH9jL3sD5fG0aQeUiOp';

describe('problemasDeInicio', () => {
  it('accepts a long random secret outside development', () => {
    expect(problemasDeInicio({ JWT_SECRET: forte })).toEqual([]);
  });
  it('refuses a missing, short or repetitive secret', () => {
    expect(problemasDeInicio({})).toEqual(['JWT_SECRET ausente ou curto (mínimo 32 caracteres).']);
    expect(problemasDeInicio({ JWT_SECRET: 'abc' })).toHaveLength(1);
    expect(problemasDeInicio({ JWT_SECRET: 'a'.repeat(64) })[0]).toMatch(/pouca variedade/);
  });
  it('checks every key of the ring, in either form', () => {
    const outro = 'Zx4Vb7Nm1Qw9Er3Ty6Ui0Op2As5Df8GhJkL';
    expect(problemasDeInicio({ JWT_SECRET: forte, JWT_SECRET_ANTERIOR: outro })).toEqual([]);
    expect(problemasDeInicio({ JWT_SECRET: forte, JWT_SECRET_ANTERIOR: 'curto' })).toEqual(['JWT_SECRET_ANTERIOR ausente ou curto (mínimo 32 caracteres).']);
    expect(problemasDeInicio({ JWT_SECRETS: `b:${forte},a:${outro}` })).toEqual([]);
    expect(problemasDeInicio({ JWT_SECRETS: `b:${forte},a:${'a'.repeat(40)}` })).toEqual([
      'JWT_SECRETS (kid a) tem pouca variedade de caracteres: gere um segredo aleatório (por exemplo, openssl rand -base64 48).',
    ]);
    expect(problemasDeInicio({ JWT_SECRETS: `b:${forte}`, JWT_SECRET: outro })[0]).toMatch(/não os dois/);
  });
  it("refuses the compose file's old default outside development", () => {
    expect(problemasDeInicio({ JWT_SECRET: 'desenvolvimento-somente-troque-em-producao-0123456789' })[0]).toMatch(/valor padrão/);
    expect(problemasDeInicio({ JWT_SECRET: 'desenvolvimento-somente-troque-em-producao-0123456789', PORTAL_ENV: 'development' })).toEqual([]);
  });
  it('allows the outbox page and the demo users only with PORTAL_ENV=development', () => {
    const fora = problemasDeInicio({ JWT_SECRET: forte, DEV_OUTBOX: 'true', SEED_DEMO: 'true' });
    expect(fora).toHaveLength(2);
    expect(fora[0]).toMatch(/DEV_OUTBOX=true só é aceito com PORTAL_ENV=development/);
    expect(fora[1]).toMatch(/SEED_DEMO=true só é aceito com PORTAL_ENV=development/);
    expect(problemasDeInicio({ JWT_SECRET: forte, DEV_OUTBOX: 'true', SEED_DEMO: 'true', PORTAL_ENV: 'development' })).toEqual([]);
    expect(problemasDeInicio({ JWT_SECRET: forte, DEV_OUTBOX: 'true', PORTAL_ENV: 'production' })).toHaveLength(1);
  });
  it('refuses an upload limit that is not a whole number of MB from 1 to 1024, an unknown storage, and an S3 storage without a bucket', () => {
    expect(problemasDeInicio({ JWT_SECRET: forte, UPLOAD_MAX_MB: '25', DATA_DIR: '/srv/portal' })).toEqual([]);
    for (const v of ['0', '1.5', 'dez', '4096'])
      expect(problemasDeInicio({ JWT_SECRET: forte, UPLOAD_MAX_MB: v })[0]).toMatch(/^UPLOAD_MAX_MB=.+: informe um número inteiro de 1 a 1024/);
    expect(problemasDeInicio({ JWT_SECRET: forte, ARMAZENAMENTO: 'ftp' })[0]).toMatch(/^ARMAZENAMENTO=ftp: use "disco" \(padrão\) ou "s3"/);
    expect(problemasDeInicio({ JWT_SECRET: forte, ARMAZENAMENTO: 's3' })[0]).toMatch(/^ARMAZENAMENTO=s3: informe S3_BUCKET/);
    expect(problemasDeInicio({ JWT_SECRET: forte, ARMAZENAMENTO: 's3', S3_BUCKET: 'portal-arquivos', S3_ENDPOINT: 'ftp://x' })[0]).toMatch(
      /^S3_ENDPOINT=ftp:\/\/x/,
    );
    expect(problemasDeInicio({ JWT_SECRET: forte, ARMAZENAMENTO: 's3', S3_BUCKET: 'portal-arquivos', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([]);
  });
  it('refuses a daily upload budget that is not a whole number of MB', () => {
    for (const v of ['0', '500', '20000']) expect(problemasDeInicio({ JWT_SECRET: forte, UPLOAD_ORCAMENTO_DIARIO_MB: v })).toEqual([]);
    for (const v of ['-1', '1.5', 'quinhentos'])
      expect(problemasDeInicio({ JWT_SECRET: forte, UPLOAD_ORCAMENTO_DIARIO_MB: v })).toEqual([
        `UPLOAD_ORCAMENTO_DIARIO_MB=${v}: informe um número inteiro de MB por dia (0 = sem limite).`,
      ]);
  });
  it('refuses a short or URL-unsafe application role password', () => {
    expect(problemasDeInicio({ JWT_SECRET: forte, PORTAL_APP_PASSWORD: 'a1b2c3d4e5f6a7b8c9d0e1f2' })).toEqual([]);
    expect(problemasDeInicio({ JWT_SECRET: forte, PORTAL_APP_PASSWORD: 'curta' })[0]).toMatch(/^PORTAL_APP_PASSWORD curta/);
    expect(problemasDeInicio({ JWT_SECRET: forte, PORTAL_APP_PASSWORD: "abc'; drop table events; --xx" })[0]).toMatch(/só pode ter letras/);
  });
});

describe('problemasDeInicio: Temporal', () => {
  it('refuses a Temporal on another machine without TLS outside development (core temporal/tls.ts has the rule)', () => {
    expect(problemasDeInicio({ JWT_SECRET: forte, TEMPORAL_ADDRESS: 'temporal.interno:7233' })[0]).toMatch(
      /^TEMPORAL_ADDRESS=temporal\.interno:7233 não é local e a conexão com o Temporal está sem TLS/,
    );
    expect(problemasDeInicio({ JWT_SECRET: forte, TEMPORAL_ADDRESS: 'temporal.interno:7233', TEMPORAL_TLS_CERT: '/c', TEMPORAL_TLS_KEY: '/k' })).toEqual([]);
    expect(problemasDeInicio({ JWT_SECRET: forte, TEMPORAL_ADDRESS: '127.0.0.1:7233' })).toEqual([]);
  });
});
