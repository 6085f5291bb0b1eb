import { sql } from 'kysely';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import type { Db } from '../kernel/index.ts';

/**
 * Demo reference data of the direct-sales order screen: a version for every demo derivative in every model year, a
 * discount policy for each of them (D1, D2, D3, D4 and PCD; an older superseded row and version-specific rows, so the
 * "most specific row in force" rule shows), and a few real addresses in the CEP table. Idempotent.
 */

/** Percent discount and commission per discount type (1 D1, 2 D2, 3 D3, 5 D4, 4 PCD), before the per-brand adjustment. */
const POLITICA_BASE: [tipo: number, desconto: number, comissao: number][] = [
  [1, 3, 1.5],
  [2, 5, 1.25],
  [3, 7.5, 1],
  [5, 10, 0.75],
  [4, 12.5, 0.5],
];

/** Real addresses (the provider's published answers for these CEPs), for the demo orders and the screen. */
export const CEPS_DEMO: [cep: string, logradouro: string, complemento: string, bairro: string, cidadeId: number, ufId: number][] = [
  ['01001000', 'Praça da Sé', 'lado ímpar', 'Sé', 3550308, 35],
  ['01310100', 'Avenida Paulista', '', 'Bela Vista', 3550308, 35],
  ['01310200', 'Avenida Paulista', '', 'Bela Vista', 3550308, 35],
  ['20040020', 'Praça Floriano', 'lado ímpar', 'Centro', 3304557, 33],
];

export async function seedReferenciasVendaDireta(deps: { db: Db; now: () => Date }): Promise<void> {
  const { db } = deps;
  const hoje = dataEmSaoPaulo(deps.now());
  const ano = Number(hoje.slice(0, 4));
  await db.transaction().execute(async (trx) => {
    await sql`
      insert into versoes (derivativo_id, ano_modelo_id, descricao)
      select d.id, a.id, d.descricao || ' ' || a.ano from derivativos d cross join anos_modelo a
      on conflict (derivativo_id, ano_modelo_id) do nothing`.execute(trx);
    const derivativos = await trx
      .selectFrom('derivativos as d')
      .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
      .innerJoin('marcas as ma', 'ma.id', 'm.marca_id')
      .select(['d.id', 'ma.nome as marca'])
      .orderBy('d.id')
      .execute();
    const ultimaVersao = new Map(
      (
        await trx
          .selectFrom('versoes as v')
          .innerJoin('anos_modelo as a', 'a.id', 'v.ano_modelo_id')
          .select(['v.id', 'v.derivativo_id', 'a.ano'])
          .orderBy('a.ano')
          .execute()
      ).map((v) => [v.derivativo_id, v.id]),
    );
    const linhas: { tipo_desconto: number; derivativo_id: number; versao_id: number | null; desconto: number; comissao: number; vigente_desde: string }[] = [];
    for (const [i, d] of derivativos.entries()) {
      const ajuste = d.marca === 'Jaguar' ? 1 : 0;
      for (const [tipo, desconto, comissao] of POLITICA_BASE) {
        // the policy in force since January, and last year's (superseded) one
        linhas.push({ tipo_desconto: tipo, derivativo_id: d.id, versao_id: null, desconto: desconto + ajuste, comissao, vigente_desde: `${ano}-01-01` });
        linhas.push({ tipo_desconto: tipo, derivativo_id: d.id, versao_id: null, desconto: desconto - 0.5, comissao, vigente_desde: `${ano - 1}-01-01` });
      }
      // every third derivative: its newest model year has a version-specific D1 launch condition
      const v = ultimaVersao.get(d.id);
      if (v && i % 3 === 0) linhas.push({ tipo_desconto: 1, derivativo_id: d.id, versao_id: v, desconto: 1.25, comissao: 1.75, vigente_desde: `${ano}-01-01` });
    }
    if (linhas.length)
      await trx
        .insertInto('politica_desconto')
        .values(linhas)
        .onConflict((oc) => oc.doNothing())
        .execute();
    await trx
      .insertInto('ceps')
      .values(
        CEPS_DEMO.map(([cep, logradouro, complemento, bairro, cidade_id, uf_id]) => ({
          cep,
          logradouro,
          complemento,
          bairro,
          cidade_id,
          uf_id,
          fonte: 'carga' as const,
        })),
      )
      .onConflict((oc) => oc.column('cep').doNothing())
      .execute();
  });
}
