import { sql } from 'kysely';
import { abaPreco } from '@portal/contracts/imports/abas/preco';
import type { DefinicaoImportacao, ResultadoLinha } from '../definicao.ts';
import { carregarCatalogo, casasDecimais, dataDaCelula, decimalDaCelula, derivativoDaLinha, linhaMsg, obrigatoria, type CatalogoVeiculos } from './comum.ts';

export interface LinhaPreco {
  derivativoId: number;
  anoModeloId: number;
  preco: number;
  vigenteDesde: string;
}

/** Validates one price row (pure). */
export function validarPreco(celulas: Readonly<Record<string, string>>, ctx: CatalogoVeiculos, vistas: ReadonlySet<string>): ResultadoLinha<LinhaPreco> {
  const derivativo = derivativoDaLinha(celulas, ctx);
  if ('erro' in derivativo) return { status: 4, mensagem: derivativo.erro };
  const d = derivativo.valor;
  const ano = obrigatoria(celulas, 'Ano Modelo');
  if ('erro' in ano) return { status: 4, mensagem: ano.erro };
  const anoModeloId = /^\d{4}$/.test(ano.valor) ? ctx.anos.get(Number(ano.valor)) : undefined;
  if (anoModeloId === undefined) return { status: 4, mensagem: linhaMsg.anoInexistente(ano.valor) };
  const p = obrigatoria(celulas, 'Preço Público Final');
  if ('erro' in p) return { status: 4, mensagem: p.erro };
  const preco = decimalDaCelula(p.valor);
  if (preco === null || preco <= 0 || preco >= 1e12 || casasDecimais(preco) > 2) return { status: 4, mensagem: linhaMsg.valorInvalido('Preço Público Final') };
  const inicio = obrigatoria(celulas, 'Vigente Desde');
  if ('erro' in inicio) return { status: 4, mensagem: inicio.erro };
  const vigenteDesde = dataDaCelula(inicio.valor);
  if (!vigenteDesde) return { status: 4, mensagem: linhaMsg.dataInvalida('Vigente Desde') };
  const chave = `${d.derivativoId}|${anoModeloId}|${vigenteDesde}`;
  if (vistas.has(chave)) return { status: 3, mensagem: linhaMsg.duplicado(`${d.modelo} ${d.derivativo} ${ano.valor} ${inicio.valor}`), chave };
  return { status: 2, chave, valor: { derivativoId: d.derivativoId, anoModeloId, preco, vigenteDesde } };
}

/** Preço (arquivo 3, POST importacoes/preco-final): `precos_finais`, upsert on (derivative, model year, start). */
export const definicaoPreco: DefinicaoImportacao<LinhaPreco, CatalogoVeiculos> = {
  ...abaPreco,
  carregarContexto: (db) => carregarCatalogo(db),
  validar: (linha, ctx, _params, vistas) => validarPreco(linha.celulas, ctx, vistas),
  // each row is keyed by derivative, model year and date (duplicates dropped before writing): two batches at once
  lotesEmParalelo: 3,
  async gravarLote(trx, linhas, _params, importacaoId) {
    // one statement per batch: the columns as arrays (unnest), not five parameters per row
    await sql`
      insert into precos_finais (derivativo_id, ano_modelo_id, preco_publico, vigente_desde, importacao_id)
      select u.*, ${importacaoId}::int
      from unnest(${linhas.map((l) => l.valor.derivativoId)}::int[], ${linhas.map((l) => l.valor.anoModeloId)}::int[],
        ${linhas.map((l) => l.valor.preco)}::numeric[], ${linhas.map((l) => l.valor.vigenteDesde)}::date[]) as u
      on conflict (derivativo_id, ano_modelo_id, vigente_desde) do update
      set preco_publico = excluded.preco_publico, importacao_id = excluded.importacao_id, atualizado_em = now()`.execute(trx);
  },
};
