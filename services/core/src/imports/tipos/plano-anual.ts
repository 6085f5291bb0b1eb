import { sql } from 'kysely';
import { ABA_PLANO_ANUAL } from '@portal/contracts/imports/abas/plano-anual';
import { lerPlanoAnual } from '../leitura/plano-anual.ts';
import { planilhaDoArquivo } from '../leitura.ts';
import { LIMITES_PLANILHA_EM_MEMORIA } from '../../storage/index.ts';
import type { LinhaLida } from '../definicao.ts';
import { imsg } from '@portal/contracts/imports/abas/mensagens';
import { InvalidInput, type Db } from '../../kernel/index.ts';
import type { DefinicaoImportacao } from '../definicao.ts';
import { aceitar, carregarCadastros, celula, dealerDa, erro, falhou, inteiroDa, modeloDa, normalizar, type Cadastros } from './apoio-abas.ts';

export interface Plano {
  concessionariaId: number;
  modeloId: number;
  quantidade: number;
}

/**
 * Tab Plano Anual (arquivo 11): the rows the layout reader (`leitura/plano-anual.ts`) yields — Dealer (C4 of the
 * sheet), Marca (the brand heading above), Modelo (column C), Plano (column H) — upserted into `plano_anual` of the
 * chosen fiscal year (replacing the demo row of the same key); the order call distributes it.
 */
export const planoAnual: DefinicaoImportacao<Plano, Cadastros> = {
  ...ABA_PLANO_ANUAL,
  // 002 §5.3's own layout: the engine keeps its content, size and ZIP checks and lets the reader take the sheets
  lerLinhas: (bytes) => linhasDoPlanoAnual(bytes),
  async carregarContexto(db) {
    return carregarCadastros(db);
  },
  validar(linha, ctx, _params, vistas) {
    const d = dealerDa(linha, ctx);
    if (falhou(d)) return d;
    const m = modeloDa(linha, ctx);
    if (falhou(m)) return m;
    const marca = celula(linha, 'Marca');
    if (marca && normalizar(marca) !== normalizar(m.marca)) return erro(imsg.marcaDivergente(celula(linha, 'Modelo'), marca));
    const q = inteiroDa(linha, 'Plano');
    if (falhou(q)) return q;
    return aceitar(
      `${d.id}|${m.id}`,
      `${celula(linha, 'Dealer')} × ${celula(linha, 'Modelo')}`,
      { concessionariaId: d.id, modeloId: m.id, quantidade: q },
      vistas,
    );
  },
  async gravarLote(trx, linhas, params, importacaoId) {
    if (!linhas.length) return;
    if (!params.ano) throw new InvalidInput(imsg.selecioneAno);
    await gravarPlano(
      trx,
      params.ano,
      importacaoId,
      linhas.map((l) => l.valor),
    );
  },
};

export async function gravarPlano(trx: Db, anoFiscal: number, importacaoId: number, valores: readonly Plano[]) {
  if (!valores.length) return;
  // one statement whatever the batch's size: the columns as arrays (unnest)
  await sql`
    insert into plano_anual (concessionaria_id, modelo_id, quantidade, ano_fiscal, fonte, importacao_id, importado_em)
    select u.*, ${anoFiscal}::int, 'importacao', ${importacaoId}::int, now()
    from unnest(${valores.map((v) => v.concessionariaId)}::int[], ${valores.map((v) => v.modeloId)}::int[],
      ${valores.map((v) => v.quantidade)}::int[]) as u
    on conflict (ano_fiscal, concessionaria_id, modelo_id) do update
    set quantidade = excluded.quantidade, fonte = 'importacao', importacao_id = excluded.importacao_id, importado_em = excluded.importado_em`.execute(trx);
}

/** The layout reader loads the workbook whole: it gets it through the ZIP guard with the in-memory limits. */
async function* linhasDoPlanoAnual(bytes: Uint8Array): AsyncGenerator<LinhaLida> {
  yield* lerPlanoAnual(await planilhaDoArquivo(bytes, LIMITES_PLANILHA_EM_MEMORIA));
}
