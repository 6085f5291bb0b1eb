import { seedPedidos } from './seed-pedidos.ts';
import { sql } from 'kysely';
import { FUNCOES, type Funcao } from '@portal/contracts/access/functions';
import { MENU_CATALOG } from '@portal/contracts/access/catalog';
import { GRUPO_PERFIL_NOME } from '@portal/contracts/access/roles';
import { cnpjCheckDigits } from '@portal/contracts/br/cnpj';
import type { AccessDeps } from '../access/deps.ts';
import { SYSTEM_ACTOR } from '../kernel/index.ts';
import { bloquearConta, criarConta, definirSenhaPeloAdministrador } from '../access/accounts.ts';
import { loadPrincipal } from '../access/principal.ts';
import { seedVehicles } from './vehicles.ts';
import { seedSwaps } from '../swaps/demo.ts';
import { seedSpecs } from '../specs/demo.ts';
import { seedReferenciasVendaDireta } from './direct-sales.ts';
import { seedEntradasOrderCall } from './order-call.ts';
import { seedImportacoes } from './importacoes.ts';
import { seedImportacoesAbas } from './importacoes-abas.ts';
import { seedKpi } from '../kpi/demo.ts';
import { dispensarEmailsDoHistorico } from '../notificacoes/index.ts';
import { ANOS_MODELO, CLAIMS, DEALERS, DEMO_PASSWORD, GRUPOS, MARCAS, PERFIS, REGIONAIS, USUARIOS } from './reference.ts';

export const DEMO_VERSION = '1';

/**
 * Loads the demo data once (idempotent: a second run changes nothing). Returns false when it was already there.
 * `vehicles`: how many demo vehicles (default `demoVehicleCount()`); `trocas`: also the demo swap requests (default no);
 * `pedidos`: also the demo direct-sales orders and a boleto (default no); `specs`: the demo model types and specs compliance (default no); `importacoes`: a small import history (default no).
 */
export async function seedDemo(
  deps: AccessDeps,
  opts: { vehicles?: number; trocas?: boolean; pedidos?: boolean; specs?: boolean; importacoes?: boolean } = {},
): Promise<boolean> {
  const { db } = deps;
  const done = await db.selectFrom('configuracoes_portal').select('valor').where('chave', '=', 'demoVersao').executeTakeFirst();
  if (done) return false;
  const ctx = { correlationId: 'carga-demo' };

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('configuracoes_portal')
      .values([{ chave: 'senhaValidadeDias', valor: '90' }])
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const [id, nome] of Object.entries(GRUPO_PERFIL_NOME))
      await trx
        .insertInto('grupos_perfil')
        .values({ id: Number(id), nome })
        .execute();

    for (const [marca, modelos] of Object.entries(MARCAS)) {
      const m = await trx.insertInto('marcas').values({ nome: marca }).returning('id').executeTakeFirstOrThrow();
      for (const [modelo, derivativos] of Object.entries(modelos)) {
        const mo = await trx.insertInto('modelos').values({ marca_id: m.id, descricao: modelo }).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('derivativos')
          .values(derivativos.map((d) => ({ modelo_id: mo.id, descricao: d })))
          .execute();
      }
    }
    await trx
      .insertInto('anos_modelo')
      .values(ANOS_MODELO.map((ano) => ({ ano })))
      .execute();

    const regionais = await trx
      .insertInto('regionais')
      .values(REGIONAIS.map((descricao) => ({ descricao })))
      .returning('id')
      .execute();
    const grupos = await trx
      .insertInto('concessionaria_grupos')
      .values(GRUPOS.map((nome) => ({ nome, status: 1 })))
      .returning('id')
      .execute();
    for (const [codigo, nome, cidade, uf, g, r, base] of DEALERS) {
      const d = await trx
        .insertInto('concessionarias')
        .values({
          codigo_dealer: codigo,
          nome,
          concessionaria_grupo_id: grupos[g]!.id,
          regional_id: regionais[r]!.id,
          status: 1,
          nome_cidade: cidade,
          nome_uf: uf,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('concessionaria_cnpjs')
        .values({ cnpj: base + cnpjCheckDigits(base), concessionaria_id: d.id })
        .execute();
    }

    // menus and functions
    const rotaParaSubmenu = new Map<string, number>();
    for (const [i, m] of MENU_CATALOG.entries()) {
      const menu = await trx
        .insertInto('menus')
        .values({ descricao: m.descricao, icone: m.icone, ordem: i + 1, visivel: m.visivel })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [j, s] of m.submenus.entries()) {
        const sub = await trx
          .insertInto('submenus')
          .values({ menu_id: menu.id, descricao: s.descricao, rota_url: s.rota, ordem: j + 1, visivel: s.visivel ?? true })
          .returning('id')
          .executeTakeFirstOrThrow();
        rotaParaSubmenu.set(s.rota, sub.id);
      }
    }
    const funcaoIds = new Map<string, number>();
    for (const [codigo, nome] of Object.entries(FUNCOES)) {
      const f = await trx.insertInto('funcoes').values({ codigo, nome }).returning('id').executeTakeFirstOrThrow();
      funcaoIds.set(codigo, f.id);
    }
    for (const p of PERFIS) {
      const perfil = await trx
        .insertInto('perfis')
        .values({ descricao: p.descricao, grupo_perfil_id: p.grupo, ativo: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rotas = p.rotas === 'all' ? Object.fromEntries([...rotaParaSubmenu.keys()].map((r) => [r, 'u' as const])) : p.rotas;
      const subs = Object.entries(rotas).map(([rota, a]) => {
        const id = rotaParaSubmenu.get(rota);
        if (!id) throw new Error(`rota de menu desconhecida na carga: ${rota}`);
        return { perfil_id: perfil.id, submenu_id: id, read: true, edit: a === 'u' };
      });
      if (subs.length) await trx.insertInto('perfil_submenus').values(subs).execute();
      const funcoes = p.funcoes === 'all' ? Object.fromEntries(Object.keys(FUNCOES).map((f) => [f, 'u' as const])) : p.funcoes;
      const rows = Object.entries(funcoes).map(([f, a]) => ({ perfil_id: perfil.id, funcao_id: funcaoIds.get(f as Funcao)!, r: true, u: a === 'u' }));
      if (rows.length) await trx.insertInto('perfil_funcoes').values(rows).execute();
    }
    await trx
      .insertInto('claims')
      .values(CLAIMS.map(([nome, padrao]) => ({ nome, padrao })))
      .execute();
  });

  // users, through the same commands as the portal
  const perfis = new Map((await db.selectFrom('perfis').select(['id', 'descricao']).execute()).map((p) => [p.descricao, p.id]));
  const dealers = new Map(
    (await db.selectFrom('concessionarias').select(['id', 'codigo_dealer', 'concessionaria_grupo_id']).execute()).map((d) => [d.codigo_dealer, d]),
  );
  const ids = new Map<string, number>();
  for (const u of USUARIOS) {
    const dealer = u.dealer ? dealers.get(u.dealer) : undefined;
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('participantes')
        .values({
          nome: u.nome,
          email: u.email,
          perfil_id: perfis.get(u.perfil)!,
          concessionaria_id: dealer?.id ?? null,
          concessionaria_grupo_id: dealer?.concessionaria_grupo_id ?? null,
          processos_grupo: u.processosGrupo ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await criarConta(deps, trx, { id: row.id, nome: u.nome, email: u.email }, SYSTEM_ACTOR, ctx, u.estado === 'pendente' ? undefined : DEMO_PASSWORD);
      ids.set(u.email, row.id);
    });
  }
  const adminId = ids.get(USUARIOS.find((u) => u.perfil === 'Administrador')!.email)!;
  const admin = await loadPrincipal(db, adminId, null);
  if (!admin) throw new Error('carga sem administrador');
  for (const u of USUARIOS) {
    const id = ids.get(u.email)!;
    if (u.estado === 'trocaObrigatoria')
      await definirSenhaPeloAdministrador(deps, admin, { id, newPassword: DEMO_PASSWORD, confirmNewPassword: DEMO_PASSWORD }, ctx);
    if (u.estado === 'bloqueada') await bloquearConta(deps, admin, id, true, ctx);
  }
  await seedReferenciasVendaDireta(deps);
  await seedVehicles(deps, { count: opts.vehicles });
  await seedEntradasOrderCall(db);
  await seedImportacoesAbas(db, deps.now());
  await seedKpi(deps);
  if (opts.specs) await seedSpecs(deps, admin);
  if (opts.trocas) await seedSwaps(deps);
  if (opts.pedidos) await seedPedidos(db);
  if (opts.importacoes) await seedImportacoes(db, deps.now);
  // the load's billing requests and swaps are history: the bell shows them, the e-mail does not mail them
  await dispensarEmailsDoHistorico(db, deps.now());
  await db.insertInto('configuracoes_portal').values({ chave: 'demoVersao', valor: DEMO_VERSION }).execute();
  await sql`analyze`.execute(db);
  return true;
}
