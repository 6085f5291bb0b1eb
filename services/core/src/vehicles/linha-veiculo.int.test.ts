import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TODOS_STATUS } from '@portal/contracts/vehicles/status';
import { CONF } from '@portal/contracts/settings/regras';
import { CONFIG_TROCA } from '@portal/contracts/swaps/status';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { seedDemo } from '../demo/seed.ts';
import { TokenService } from '../access/tokens.ts';
import { principal } from '../testing/swaps.ts';
import type { Principal } from '../access/principal.ts';
import { CAMPOS_EXPORTACAO, detalheVeiculo, iterarVeiculos, listarVeiculos } from './queries.ts';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';

/**
 * The vehicle row's names (dealers, model, brand, derivative, model year, sale and payment types) are applied in the process
 * from reference tables kept under their read version, and its settings-derived columns take the settings as parameters.
 * The oracle here is the row as one SQL statement joining every table and reading every setting builds it: both must agree,
 * for every vehicle, with the settings changed from their defaults, and right after a reference table or a setting changes.
 */
let t: TestDb;
let admin: Principal;
const now = new Date('2026-11-24T15:00:00Z');
const hoje = dataEmSaoPaulo(now);
const TODOS = { statusPadrao: TODOS_STATUS };

beforeAll(async () => {
  t = await createTestDb();
  await seedDemo({ db: t.db, tokens: new TokenService(randomBytes(32).toString('hex')), now: () => now, appUrl: 'http://test' });
  admin = await principal(t.db, 'admin@demo.portal.com.br');
  // rows with every reference present: an origin, a requester, a consignment dealer, a sale and a payment type
  const dealers = await t.db.selectFrom('concessionarias').select('id').orderBy('id').limit(3).execute();
  const tv = await t.db.selectFrom('tipos_venda').select('id').executeTakeFirstOrThrow();
  const tp = await t.db.selectFrom('tipos_pagamento').select('id').executeTakeFirstOrThrow();
  await sql`update veiculos set dealer_origem_id = ${dealers[0]!.id}, dealer_solicitante_id = ${dealers[1]!.id},
    dealer_consignado_id = ${dealers[2]!.id}, tipo_venda_id = ${tv.id}, tipo_pagamento_id = ${tp.id}
    where id in (select id from veiculos order by id limit 5)`.execute(t.db);
  // stock that the swap limit and the usage ranges classify differently, and a dealer without a code
  await sql`update veiculos set data_entrada_estoque = ${hoje}::date - (id % 90), data_prorrogacao_faturamento = null where id % 3 = 0`.execute(t.db);
  await sql`update concessionarias set codigo_dealer = null where id = ${dealers[2]!.id}`.execute(t.db).catch(() => undefined);
  const cfg = (tipo: number, valor: string) =>
    t.db.insertInto('configuracoes_gerais').values({ tipo, valor, usuario_nome: 'Teste', ano: null, mes: null }).execute();
  await cfg(CONF.prorrogacaoMaximaFaturamento, '45');
  await cfg(CONFIG_TROCA.tempoLimiteEstoque, '20');
  await t.db
    .insertInto('configuracoes_portal')
    .values([
      { chave: 'faixaUsoVerdeAte', valor: '15' },
      { chave: 'faixaUsoAmareloAte', valor: '40' },
    ])
    .onConflict((oc) => oc.column('chave').doUpdateSet((eb) => ({ valor: eb.ref('excluded.valor') })))
    .execute();
});
afterAll(async () => t?.drop());

const NOMES = [
  'dealerAtual',
  'dealerOrigem',
  'nomeDealerOrigem',
  'dealerSolicitante',
  'nomeDealerSolicitante',
  'dealerConsignado',
  'modelo',
  'derivativo',
  'my',
  'marcas',
  'tipoVendaFaturamento',
  'tipoPagamentoFaturamento',
  'tipoVenda',
  'dataDisponibilidadeAte',
  'TempoLimiteEstoque',
  'dataLimiteTroca',
  'flagRangeTipo',
  'flagRangeDescricao',
  'statusDescricao',
] as const;

/** Every vehicle's row as the single joined statement gives it (the oracle). */
async function oraculo(): Promise<Map<number, Record<string, unknown>>> {
  const { rows } = await sql<Record<string, unknown> & { id: number }>`
    with cfg as (
      select
        coalesce((select nullif(valor, '')::int from configuracoes_gerais where tipo = ${CONFIG_TROCA.tempoLimiteEstoque} and valor ~ '^[0-9]+$' order by id desc limit 1), 0) as limite,
        coalesce((select valor::int from configuracoes_gerais where tipo = ${CONF.prorrogacaoMaximaFaturamento} and ano is null and valor ~ '^[0-9]{1,4}$' order by id desc limit 1), 0) as prorr,
        coalesce((select nullif(regexp_replace(valor, '[^0-9]', '', 'g'), '')::int from configuracoes_portal where chave = 'faixaUsoVerdeAte'), 30) as verde,
        coalesce((select nullif(regexp_replace(valor, '[^0-9]', '', 'g'), '')::int from configuracoes_portal where chave = 'faixaUsoAmareloAte'), 60) as amarelo
    ), x as (
      select v.*, cfg.*, case when v.status in (0, 10, 11) and v.concessionaria_id is not null and v.data_entrada_estoque is not null
        then case when (${hoje}::date - v.data_entrada_estoque) <= cfg.verde then 1 when (${hoje}::date - v.data_entrada_estoque) <= cfg.amarelo then 2 else 3 end end as faixa
      from veiculos v, cfg
    )
    select v.id, c.codigo_dealer || ' - ' || c.nome as "dealerAtual", o.codigo_dealer as "dealerOrigem", o.nome as "nomeDealerOrigem",
      s.codigo_dealer as "dealerSolicitante", s.nome as "nomeDealerSolicitante", cs.codigo_dealer || ' - ' || cs.nome as "dealerConsignado",
      mo.descricao as modelo, d.descricao as derivativo, am.ano as my, ma.nome as marcas,
      tv.nome as "tipoVendaFaturamento", tp.nome as "tipoPagamentoFaturamento", tv.nome as "tipoVenda",
      to_char(coalesce(v.data_prorrogacao_faturamento, case when v.prorr > 0 then v.data_disponibilidade + v.prorr end), 'YYYY-MM-DD') as "dataDisponibilidadeAte",
      case when v.status = 11 and v.limite > 0 and (${hoje}::date - v.data_entrada_estoque) > v.limite then 'x' end as "TempoLimiteEstoque",
      case when v.status = 11 and v.limite > 0 and v.data_entrada_estoque is not null then to_char(v.data_entrada_estoque + v.limite, 'DD/MM/YYYY') end as "dataLimiteTroca",
      v.faixa as "flagRangeTipo",
      case v.faixa when 1 then 'Até ' || v.verde || ' dias em estoque' when 2 then 'De ' || (v.verde + 1) || ' a ' || v.amarelo || ' dias em estoque'
        when 3 then 'Acima de ' || v.amarelo || ' dias em estoque' end as "flagRangeDescricao",
      v.status
    from x v
    left join concessionarias c on c.id = v.concessionaria_id left join concessionarias o on o.id = v.dealer_origem_id
    left join concessionarias s on s.id = v.dealer_solicitante_id left join concessionarias cs on cs.id = v.dealer_consignado_id
    join modelos mo on mo.id = v.modelo_id join marcas ma on ma.id = v.marca_id join derivativos d on d.id = v.derivativo_id
    join anos_modelo am on am.id = v.ano_modelo_id left join tipos_venda tv on tv.id = v.tipo_venda_id left join tipos_pagamento tp on tp.id = v.tipo_pagamento_id`.execute(
    t.db,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The compared columns of a row (the swap message compared by presence: its text is the contract's). */
function nomes(r: Record<string, unknown>) {
  const o = Object.fromEntries(NOMES.filter((k) => k !== 'statusDescricao').map((k) => [k, r[k] ?? null]));
  o.TempoLimiteEstoque = o.TempoLimiteEstoque !== null;
  return o;
}

async function comparar() {
  const esperado = await oraculo();
  const lista = await listarVeiculos(t.db, admin, now, { page: 1, per_page: 1000 }, TODOS);
  expect(lista.rows.length).toBe(esperado.size);
  for (const r of lista.rows) {
    expect(nomes(r), `veículo ${String(r.id)}`).toEqual(nomes(esperado.get(r.id as number)!));
    expect(r.statusDescricao).toEqual(expect.any(String));
    // the ids read only to name the row are not part of it (left undefined: no answer or export carries them)
    expect(Object.keys(r).filter((k) => k.endsWith('_id') && r[k] !== undefined)).toEqual([]);
    expect(Object.keys(JSON.parse(JSON.stringify(r)) as object).filter((k) => k.endsWith('_id'))).toEqual([]);
  }
  return { esperado, lista };
}

describe('the vehicle row, named in the process', () => {
  it('equals the row one joined statement gives, for every vehicle, in the list, the export and the detail', async () => {
    const { esperado, lista } = await comparar();
    expect(lista.rows.some((r) => r.dealerConsignado !== null || r.dealerOrigem !== null)).toBe(true);
    expect(lista.rows.some((r) => r.flagRangeTipo !== null)).toBe(true);
    let n = 0;
    // the export reads only what its spreadsheet shows, each field as the list gives it
    const exportado = (r: Record<string, unknown>) => Object.fromEntries(CAMPOS_EXPORTACAO.map((k) => [k, r[k] ?? null]));
    for await (const r of iterarVeiculos(t.db, admin, now, {}, TODOS)) {
      expect(exportado(r)).toEqual(exportado(lista.rows.find((l) => l.id === r.id)!));
      expect(Object.keys(r)).toEqual(['id', ...CAMPOS_EXPORTACAO]);
      n++;
    }
    expect(n).toBe(esperado.size);
    const id = lista.rows[0]!.id as number;
    expect(nomes(await detalheVeiculo(t.db, admin, now, id))).toEqual(nomes(esperado.get(id)!));
  });

  it('follows a renamed dealer, model and a changed setting on the next read', async () => {
    await comparar(); // kept under the current read version
    const v = await t.db.selectFrom('veiculos').select(['concessionaria_id', 'modelo_id']).where('concessionaria_id', 'is not', null).executeTakeFirstOrThrow();
    await t.db.updateTable('concessionarias').set({ nome: 'Dealer Renomeado' }).where('id', '=', v.concessionaria_id!).execute();
    await t.db.updateTable('modelos').set({ descricao: 'Modelo Renomeado' }).where('id', '=', v.modelo_id).execute();
    await t.db.updateTable('configuracoes_portal').set({ valor: '5' }).where('chave', '=', 'faixaUsoVerdeAte').execute();
    const { lista } = await comparar();
    expect(lista.rows.some((r) => String(r.dealerAtual).endsWith(' - Dealer Renomeado'))).toBe(true);
    expect(lista.rows.some((r) => r.modelo === 'Modelo Renomeado')).toBe(true);
    expect(lista.rows.some((r) => String(r.flagRangeDescricao).startsWith('Até 5 dias'))).toBe(true);
  });
});
