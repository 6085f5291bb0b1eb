import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventoSegurancaLinha } from '@portal/contracts/seguranca/schemas';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { createDb } from '@portal/core/db/connect';
import { appDatabaseUrl } from '@portal/core/db/app-role';
import { registrarNoBanco } from '@portal/core/boletos/index';
import { criarBancoBoletos } from '@portal/core/boletos/bank/banco';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import { principal } from '@portal/core/testing/swaps';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { capturarLogs } from '../testing/logs.ts';

/** Security events: each kind is recorded (table and log line) with masked data; only the audit function reads them. */
const { linhas, stream } = capturarLogs();

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream } as never });
  admin = await t.login('admin@demo.portal.com.br');
});
afterAll(async () => t?.close());

const idDe = async (email: string) => (await t.tdb.db.selectFrom('participantes').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
/** the newest events of a type, read as the administrator reads them */
async function eventos(query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries({ per_page: 100, ...query }).map(([k, v]) => [k, String(v)]));
  const r = await t.call('GET', `auditoria/seguranca?${qs}`, { token: admin });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { rows: EventoSegurancaLinha[]; total: number; page: number };
}
const ultimo = async (tipo: string) => (await eventos({ tipo })).rows[0]!;
/** nothing secret anywhere: the table as stored and every log line */
async function semSegredos(...segredos: string[]) {
  const tabela = JSON.stringify(await t.tdb.db.selectFrom('eventos_seguranca').selectAll().execute());
  for (const s of segredos) {
    expect(tabela).not.toContain(s);
    expect(JSON.stringify(linhas)).not.toContain(s);
  }
}

describe('security events', () => {
  it('sign-in: success names the account, failure the account tried by its masked e-mail; no password anywhere', async () => {
    const ok = await t.call('POST', 'participantes/entrar', { body: { email: 'Dealer.Barra@demo.portal.com.br', password: DEMO_PASSWORD } });
    expect(ok.statusCode).toBe(200);
    const barra = await idDe('dealer.barra@demo.portal.com.br');
    expect(await ultimo('login_sucesso')).toMatchObject({
      participanteId: barra,
      participanteNome: 'Beatriz Barra',
      email: 'D***@demo.portal.com.br',
      status: 200,
      rota: '/api/v1/participantes/entrar',
      metodo: 'POST',
      ip: '127.0.0.1',
      detalhes: { via: 'senha' },
    });
    const falha = await t.call('POST', 'participantes/entrar', { body: { email: 'dealer.barra@demo.portal.com.br', password: 'Errada#Senha-987' } });
    expect(falha.statusCode).toBe(401);
    const recusado = await ultimo('login_recusado');
    expect(recusado).toMatchObject({ participanteId: barra, email: 'd***@demo.portal.com.br', status: 401 });
    expect(recusado.correlationId).toBe(falha.headers['x-correlation-id']);
    // a blocked account is refused with 403: still a refused sign-in, not a refused authorization
    expect((await t.call('POST', 'participantes/entrar', { body: { email: 'bloqueado@demo.portal.com.br', password: DEMO_PASSWORD } })).statusCode).toBe(403);
    expect(await ultimo('login_recusado')).toMatchObject({ status: 403, email: 'b***@demo.portal.com.br' });
    const linha = linhas.find((l) => l.seguranca === 'login_recusado')!;
    expect(linha).toMatchObject({ email: 'd***@demo.portal.com.br', status: 401, level: 40 });
    await semSegredos('Errada#Senha-987', DEMO_PASSWORD, 'dealer.barra@', ok.json().data.accessToken);
  });

  it('reset requested (public and by the administrator) and used; password changed by its owner and by the administrator', async () => {
    const email = 'dashboard@demo.portal.com.br';
    const id = await idDe(email);
    await t.call('POST', 'participantes/gerarLinkSenha/publico', { body: { email } });
    expect(await ultimo('link_senha_solicitado')).toMatchObject({ participanteId: id, email: 'd***@demo.portal.com.br', status: 200 });
    const mail = (await t.tdb.db.selectFrom('emails_saida').selectAll().where('para', '=', email).orderBy('id', 'desc').executeTakeFirst())!;
    const token = decodeURIComponent(/token=([^&\s]+)/.exec(mail.texto)![1]!);
    const nova = 'Nova#Senha-2026x';
    const usado = await t.call('POST', 'participantes/alterarsenha/publico', { body: { id, token, newPassword: nova, confirmNewPassword: nova } });
    expect(usado.statusCode, usado.body).toBe(200);
    expect(await ultimo('link_senha_usado')).toMatchObject({ status: 200, recurso: `participante:${id}` });
    const reuso = await t.call('POST', 'participantes/alterarsenha/publico', { body: { id, token, newPassword: nova, confirmNewPassword: nova } });
    expect(reuso.statusCode).toBe(400);
    expect(await ultimo('link_senha_usado')).toMatchObject({ status: 400, recurso: `participante:${id}` });

    const sessao = await t.login(email, nova);
    const outra = 'Outra#Senha-2026y';
    const troca = await t.call('POST', 'participantes/alterarSenha', {
      token: sessao,
      body: { currentPassword: nova, newPassword: outra, confirmNewPassword: outra },
    });
    expect(troca.statusCode, troca.body).toBe(200);
    expect(await ultimo('senha_alterada')).toMatchObject({ participanteId: id, status: 200, rota: '/api/v1/participantes/alterarSenha' });
    const pelaAdmin = 'Admin#Define-2026z';
    expect(
      (await t.call('PUT', 'participantes/admin/alterarSenha', { token: admin, body: { id, newPassword: pelaAdmin, confirmNewPassword: pelaAdmin } }))
        .statusCode,
    ).toBe(200);
    expect(await ultimo('senha_alterada')).toMatchObject({ participanteId: await idDe('admin@demo.portal.com.br'), recurso: `participante:${id}` });
    expect((await t.call('POST', 'participantes/recuperarSenha', { token: admin, body: { id } })).statusCode).toBe(200);
    expect(await ultimo('link_senha_solicitado')).toMatchObject({ recurso: `participante:${id}`, participanteNome: 'Ana Administradora' });
    await semSegredos(token, nova, outra, pelaAdmin);
  });

  it('permissions changed, acesso espelho started and ended, a refused authorization (403)', async () => {
    const perfil = await t.tdb.db.selectFrom('perfis').select(['id', 'grupo_perfil_id']).where('descricao', '=', 'Dashboard').executeTakeFirstOrThrow();
    const funcoes = (await t.call('GET', `configuracoes/funcoes/${perfil.id}`, { token: admin })).json().data as { id: number; r: boolean; u: boolean }[];
    const salvo = await t.call('POST', 'configuracoes/funcoes', {
      token: admin,
      body: { roleId: perfil.id, grupoId: perfil.grupo_perfil_id, funcoes: funcoes.map(({ id, r, u }) => ({ id, r, u })) },
    });
    expect(salvo.statusCode, salvo.body).toBe(200);
    expect(await ultimo('permissao_alterada')).toMatchObject({ recurso: `tipo-perfil:${perfil.id}`, participanteNome: 'Ana Administradora' });

    const adminId = await idDe('admin@demo.portal.com.br');
    const alvo = await idDe('dealer.jardins@demo.portal.com.br');
    const link = await t.call('POST', `participantes/espelho/${alvo}`, { token: admin });
    expect(await ultimo('espelho_iniciado')).toMatchObject({ participanteId: adminId, recurso: `participante:${alvo}` });
    const entrou = await t.call('POST', 'participantes/entrar-redirecionar-parceiro', { body: { token: link.json().data.token } });
    expect(entrou.statusCode).toBe(200);
    expect(await ultimo('login_sucesso')).toMatchObject({
      participanteId: alvo,
      espelhoAdminId: adminId,
      espelhoAdminNome: 'Ana Administradora',
      detalhes: { via: 'espelho' },
    });
    const espelho = entrou.json().data.accessToken as string;
    // a refused authorization: the dealer's session (here through acesso espelho) asks for the administrator's list
    expect((await t.call('GET', 'concessionarias', { token: espelho })).statusCode).toBe(403);
    expect(await ultimo('acesso_negado')).toMatchObject({
      participanteId: alvo,
      espelhoAdminId: adminId,
      status: 403,
      rota: '/api/v1/concessionarias',
      metodo: 'GET',
    });
    expect((await t.call('POST', 'participantes/sair', { token: espelho })).statusCode).toBe(200);
    expect(await ultimo('espelho_encerrado')).toMatchObject({ participanteId: alvo, espelhoAdminId: adminId });
    // leaving an ordinary session is no security event
    const antes = (await eventos({ tipo: 'espelho_encerrado' })).total;
    await t.call('POST', 'participantes/sair', { token: await t.login('gerente@demo.portal.com.br') });
    expect((await eventos({ tipo: 'espelho_encerrado' })).total).toBe(antes);
    expect(linhas.some((l) => l.seguranca === 'espelho_encerrado' && l.espelhoAdminId === adminId)).toBe(true);
  });

  it('the boleto PDF download and the public lookup (hit and miss) with the document masked and never the access code', async () => {
    const db = t.tdb.db;
    const now = () => t.clock.now;
    const p = await pedidoDeTeste(
      db,
      now,
      { admin: await principal(db, 'admin@demo.portal.com.br'), dealer: await principal(db, 'dealer.morumbi@demo.portal.com.br') },
      {
        prePagamento: true,
        ate: 'inserirBoletos',
      },
    );
    const { codigo } = await db.selectFrom('pedidos').select('codigo').where('id', '=', p).executeTakeFirstOrThrow();
    const fin = await t.login('financeiro@demo.portal.com.br');
    const hoje = new Date(t.clock.now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const emitido = await t.call('POST', `boleto/emitir/${p}`, {
      token: fin,
      body: { tipoPagamento: 'Parcial', valorTotal: 494_000, valorParcial: 100_000, numeroParcela: 1, quantidadeVezes: 2, dataEmissao: proximoDiaUtil(hoje) },
    });
    expect(emitido.statusCode, emitido.body).toBe(200);
    const boletoId = emitido.json().data.boleto.id as number;
    await registrarNoBanco({ db, now }, criarBancoBoletos({ db, env: {}, now }), boletoId);
    const codigoAcesso = (await db.selectFrom('boletos_codigo_acesso').select('codigo').where('boleto_id', '=', boletoId).executeTakeFirstOrThrow()).codigo;

    expect((await t.call('GET', `boleto/gerar-pdf/${boletoId}`, { token: fin })).statusCode).toBe(200);
    expect(await ultimo('download_dados_pessoais')).toMatchObject({ recurso: `boleto:${boletoId}`, participanteNome: 'Fernanda Financeiro', status: 200 });

    const hit = await t.call('POST', 'boleto/segunda-via', { body: { pedido: codigo, documento: '529.982.247-25', codigoAcesso } });
    expect(hit.statusCode).toBe(200);
    expect(await ultimo('consulta_boleto_publica')).toMatchObject({
      status: 200,
      documento: '***.982.247-**',
      recurso: `pedido:${codigo}`,
      participanteId: null,
    });
    const miss = await t.call('POST', 'boleto/segunda-via', { body: { pedido: codigo, documento: '11.222.333/0001-81', codigoAcesso: 'AAAABBBBCCCC' } });
    expect(miss.statusCode).toBe(404);
    expect(await ultimo('consulta_boleto_publica')).toMatchObject({ status: 404, documento: '**.222.333/0001-**' });
    const pdf = await t.call('POST', 'boleto/segunda-via/pdf', { body: { pedido: codigo, documento: '52998224725', codigoAcesso, boletoId } });
    expect(pdf.statusCode).toBe(200);
    expect(await ultimo('consulta_boleto_publica')).toMatchObject({ status: 200, recurso: `boleto:${boletoId}`, rota: '/api/v1/boleto/segunda-via/pdf' });
    await semSegredos(codigoAcesso, '52998224725', '529.982.247-25', '11222333000181', '11.222.333/0001-81');
  });

  it('the exports of personal data (orders with buyers, boletos with payers, users) and the registration link used', async () => {
    for (const [metodo, rota, corpo] of [
      ['POST', 'relatorios/pedidos', {}],
      ['POST', 'relatorios/cadastro-pedido-vd', {}],
      ['POST', 'relatorios/boletos', {}],
      ['GET', 'participantes/todos/exportar', undefined],
    ] as const) {
      const r = await t.call(metodo, rota, { token: admin, ...(corpo ? { body: corpo } : {}) });
      expect(r.statusCode, `${rota}: ${r.body.slice(0, 200)}`).toBe(200);
      expect(await ultimo('download_dados_pessoais')).toMatchObject({ recurso: `exportacao:${rota.replace(/\/exportar$/, '')}`, status: 200 });
    }
    const pendente = await idDe('pendente@demo.portal.com.br');
    const corpo = {
      id: pendente,
      nome: 'Patrícia Pendente',
      email: 'pendente@demo.portal.com.br',
      password: 'Nova#Senha2026',
      confirmPassword: 'Nova#Senha2026',
      token: 'errado',
    };
    expect((await t.call('PATCH', 'participantes/completarCadastro', { body: corpo })).statusCode).toBe(400);
    expect(await ultimo('link_senha_usado')).toMatchObject({ recurso: `participante:${pendente}`, status: 400 });
    await semSegredos('Nova#Senha2026');
  });

  it('filters by type, period, user and IP, pages, and only the audit function reads it (a dealer gets 403)', async () => {
    const todos = await eventos();
    expect(todos.total).toBeGreaterThan(10);
    const pagina = await eventos({ per_page: 3, page: 2 });
    expect(pagina.rows.map((r) => r.id)).toEqual(todos.rows.slice(3, 6).map((r) => r.id));
    const ana = await eventos({ usuario: 'administradora' });
    expect(ana.rows.length).toBeGreaterThan(0);
    const adminId = await idDe('admin@demo.portal.com.br');
    expect(ana.rows.every((r) => r.participanteId === adminId || r.espelhoAdminId === adminId)).toBe(true);
    expect((await eventos({ ip: '127.0.0.1' })).total).toBe(todos.total);
    expect((await eventos({ ip: '10.9.9.9' })).total).toBe(0);
    const hoje = new Date(t.clock.now.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
    expect((await eventos({ de: '2000-01-01', ate: '2000-01-31' })).total).toBe(0);
    expect((await eventos({ de: '2000-01-01' })).total).toBe(todos.total);
    expect((await eventos({ de: hoje, ate: hoje })).total).toBeGreaterThan(0);
    expect((await t.call('GET', 'auditoria/seguranca?tipo=nenhum', { token: admin })).statusCode).toBe(400);

    const dealer = await t.login('dealer.morumbi@demo.portal.com.br');
    const negado = await t.call('GET', 'auditoria/seguranca', { token: dealer });
    expect(negado.statusCode).toBe(403);
    expect(await ultimo('acesso_negado')).toMatchObject({ rota: '/api/v1/auditoria/seguranca', participanteNome: 'Diego Morumbi' });
    expect((await t.call('GET', 'auditoria/seguranca')).statusCode).toBe(401);
  });

  it('is append-only for the application: its role may not change or delete an event', async () => {
    const comoApp = createDb({ url: (await appDatabaseUrl(t.tdb.url)).url, max: 1 });
    try {
      await expect(sql`update eventos_seguranca set tipo = 'x'`.execute(comoApp)).rejects.toThrow(/permission denied/);
      await expect(sql`delete from eventos_seguranca`.execute(comoApp)).rejects.toThrow(/permission denied/);
    } finally {
      await comoApp.destroy();
    }
  });
});

/** the next weekday on or after an ISO date (boletos are issued on weekdays) */
function proximoDiaUtil(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
