import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePermission, Funcao } from '@portal/contracts/access/functions';
import { PERFIS, USUARIOS } from '@portal/core/demo/reference';
import { bloquearConta } from '@portal/core/access/accounts';
import { loadPrincipal } from '@portal/core/access/principal';
import { SYSTEM_ACTOR } from '@portal/core/kernel/index';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { API_PREFIX } from './auth.ts';

/**
 * Every registered route × every kind of caller: each answer is what the permission model of the demo profiles says.
 * The expected answer comes from the route's declared permission and the profile's functions in the demo reference
 * (not from the server's own `can`): 401 without a valid session, 403 without the function (or during a forced
 * password change), anything else but 401/403 when allowed — and never a 5xx. Routes added later are covered as they
 * register; a route without a declared permission cannot register at all (the app refuses to start).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Esperado = 'permitido' | 401 | 403 | 'publica';
interface Chamador {
  nome: string;
  token: string | null;
  /** the demo profile whose functions decide, or null for no valid session */
  perfil: string | null;
  trocaObrigatoria?: boolean;
  espelho?: boolean;
}

const METODOS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
/** What a session opened through acesso espelho may never do, whatever the profile (docs/decisions.md). */
const FORA_DO_ESPELHO = new Set([`POST ${API_PREFIX}/participantes/link-acesso`]);
/** Ends the caller's session: asked last. */
const SAIR = `POST ${API_PREFIX}/participantes/sair`;

function funcoesDo(perfil: string): Partial<Record<Funcao, 'r' | 'u'>> | 'all' {
  return PERFIS.find((p) => p.descricao === perfil)!.funcoes;
}

function esperado(rota: string, permissao: RoutePermission, c: Chamador, permiteTroca: boolean, somentePerfis?: readonly string[]): Esperado {
  if ('publica' in permissao) return 'publica';
  if (!c.perfil) return 401;
  if (c.espelho && FORA_DO_ESPELHO.has(rota)) return 403;
  if (c.trocaObrigatoria && !permiteTroca) return 403;
  if ('autenticada' in permissao) return 'permitido';
  if ('funcoes' in permissao)
    return permissao.funcoes.some((funcao) => esperado(rota, { funcao, acesso: permissao.acesso }, c, permiteTroca, somentePerfis) === 'permitido')
      ? 'permitido'
      : 403;
  const f = funcoesDo(c.perfil);
  const ok = [permissao.funcao].some((funcao) => {
    const tem = f === 'all' ? 'u' : f[funcao];
    return permissao.acesso === 'r' ? tem === 'r' || tem === 'u' : tem === 'u';
  });
  // a route open to some profiles only (besides the function), e.g. Exportar on the order list
  if (ok && somentePerfis && !somentePerfis.includes(c.perfil)) return 403;
  return ok ? 'permitido' : 403;
}

const confere = (e: Esperado, status: number) => status < 500 && (e === 'publica' ? true : e === 'permitido' ? status !== 401 && status !== 403 : status === e);

describe('authorization matrix: every route × every caller', () => {
  it('answers each route as the permission model says, for every profile, the read-only dealer, acesso espelho, no, expired and revoked tokens', async () => {
    const chamadores: Chamador[] = [];
    for (const u of USUARIOS) {
      // dealer.poa is kept for the blocked-after-sign-in case below (the Dealer profile has four other users)
      if (u.estado === 'pendente' || u.estado === 'bloqueada' || u.email === 'dealer.poa@demo.portal.com.br') continue;
      chamadores.push({ nome: u.email, token: await t.login(u.email), perfil: u.perfil, trocaObrigatoria: u.estado === 'trocaObrigatoria' });
    }
    // acesso espelho: the administrator acting as a dealer has the dealer's rights, not the administrator's
    const admin = chamadores.find((c) => c.perfil === 'Administrador')!.token!;
    const alvo = await t.tdb.db.selectFrom('participantes').select('id').where('email', '=', 'dealer.morumbi@demo.portal.com.br').executeTakeFirstOrThrow();
    const link = (await t.call('POST', `participantes/espelho/${alvo.id}`, { token: admin })).json().data.token as string;
    const espelho = (await t.call('POST', 'participantes/entrar-redirecionar-parceiro', { body: { token: link } })).json().data.accessToken as string;
    chamadores.push({ nome: 'admin como dealer.morumbi (acesso espelho)', token: espelho, perfil: 'Dealer', espelho: true });
    // no token, a forged one, an expired one, and one whose user was blocked after signing in
    chamadores.push({ nome: 'sem token', token: null, perfil: null });
    chamadores.push({ nome: 'token adulterado', token: `${admin.slice(0, -3)}abc`, perfil: null });
    const gerente = (await loadPrincipal(t.tdb.db, (await idDe('gerente@demo.portal.com.br'))!, null))!;
    const expirado = await t.tokens.sign({ sub: gerente.userId, pv: gerente.versaoSenha, esp: null, tco: false }, new Date(Date.now() - 9 * 3600_000));
    chamadores.push({ nome: 'token expirado', token: expirado, perfil: null });
    const bloqueado = await t.login('dealer.poa@demo.portal.com.br');
    const deps = { db: t.tdb.db, tokens: t.tokens, now: () => t.clock.now, appUrl: 'http://portal.test' };
    await bloquearConta(deps, SYSTEM_ACTOR, (await idDe('dealer.poa@demo.portal.com.br'))!, true, { correlationId: 'matriz' });
    chamadores.push({ nome: 'token de usuário bloqueado depois do login', token: bloqueado, perfil: null });

    const rotas = t.app.routeTable
      .filter((r) => r.url.startsWith(`${API_PREFIX}/`) && METODOS.has(r.method) && !r.url.includes('*'))
      .map((r) => ({ ...r, chave: `${r.method} ${r.url}` }))
      .filter((r, i, all) => all.findIndex((x) => x.chave === r.chave) === i)
      .sort((a, b) => Number(a.chave === SAIR) - Number(b.chave === SAIR));
    expect(rotas.length).toBeGreaterThan(100);

    const inesperadas: string[] = [];
    let celulas = 0;
    for (const c of chamadores) {
      for (const r of rotas) {
        const config = r.config as { permissao: RoutePermission; permiteTrocaObrigatoria?: boolean; somentePerfis?: { perfis: readonly string[] } };
        const e = esperado(r.chave, config.permissao, c, config.permiteTrocaObrigatoria === true, config.somentePerfis?.perfis);
        const url = r.url.replace(/:[A-Za-z]+/g, '1');
        const res = await t.call(r.method, url, {
          ...(c.token ? { token: c.token } : {}),
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} }),
        });
        celulas++;
        if (!confere(e, res.statusCode)) inesperadas.push(`${c.nome} · ${r.chave}: esperado ${e}, veio ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    console.log(`matriz de autorização: ${rotas.length} rotas × ${chamadores.length} chamadores = ${celulas} respostas; inesperadas: ${inesperadas.length}`);
    expect(inesperadas).toEqual([]);
  }, 600_000); // every route × every caller: it grows with the portal, not a latency figure
});

async function idDe(email: string) {
  return (await t.tdb.db.selectFrom('participantes').select('id').where('email', '=', email).executeTakeFirst())?.id;
}
