import { abaPoliticaDesconto } from '@portal/contracts/imports/abas/politica-desconto';
import { garantirVersao } from '../../direct-sales/index.ts';
import type { DefinicaoImportacao, ResultadoLinha } from '../definicao.ts';
import { carregarCatalogo, casasDecimais, dataDaCelula, decimalDaCelula, derivativoDaLinha, linhaMsg, obrigatoria, type CatalogoVeiculos } from './comum.ts';

export interface LinhaPolitica {
  derivativoId: number;
  anoModeloId: number | null;
  desconto: number;
  comissao: number;
  vigenteDesde: string;
}

function percentual(celulas: Readonly<Record<string, string>>, coluna: string): number | string {
  const o = obrigatoria(celulas, coluna);
  if ('erro' in o) return o.erro;
  const v = decimalDaCelula(o.valor);
  if (v === null || v < 0 || v > 100 || casasDecimais(v) > 3) return linhaMsg.percentualInvalido(coluna);
  return v;
}

/** Validates one policy row (pure): derivative of the model, optional model year, the two percents, the start date. */
export function validarPolitica(
  celulas: Readonly<Record<string, string>>,
  ctx: CatalogoVeiculos,
  tipoDesconto: number,
  vistas: ReadonlySet<string>,
): ResultadoLinha<LinhaPolitica> {
  const derivativo = derivativoDaLinha(celulas, ctx);
  if ('erro' in derivativo) return { status: 4, mensagem: derivativo.erro };
  const d = derivativo.valor;
  const anoTxt = (celulas['Ano Modelo'] ?? '').trim();
  let anoModeloId: number | null = null;
  if (anoTxt !== '') {
    anoModeloId = /^\d{4}$/.test(anoTxt) ? (ctx.anos.get(Number(anoTxt)) ?? null) : null;
    if (anoModeloId === null) return { status: 4, mensagem: linhaMsg.anoInexistente(anoTxt) };
  }
  const desconto = percentual(celulas, 'Desconto (%)');
  if (typeof desconto === 'string') return { status: 4, mensagem: desconto };
  const comissao = percentual(celulas, 'Comissão (%)');
  if (typeof comissao === 'string') return { status: 4, mensagem: comissao };
  const inicio = obrigatoria(celulas, 'Vigente Desde');
  if ('erro' in inicio) return { status: 4, mensagem: inicio.erro };
  const vigenteDesde = dataDaCelula(inicio.valor);
  if (!vigenteDesde) return { status: 4, mensagem: linhaMsg.dataInvalida('Vigente Desde') };
  const chave = `${tipoDesconto}|${d.derivativoId}|${anoModeloId ?? '*'}|${vigenteDesde}`;
  if (vistas.has(chave)) return { status: 3, mensagem: linhaMsg.duplicado(`${d.modelo} ${d.derivativo} ${anoTxt || 'todas'} ${inicio.valor}`), chave };
  return { status: 2, chave, valor: { derivativoId: d.derivativoId, anoModeloId, desconto, comissao, vigenteDesde } };
}

/**
 * Política de Desconto (arquivo 4): rows of `politica_desconto` (the table `pedidos/percentual/desconto` reads) for
 * the selected discount type. A model year names the version (created when missing); none = every version of the
 * derivative. Upsert on (type, derivative, version, start): importing the same file again changes nothing.
 */
export const definicaoPoliticaDesconto: DefinicaoImportacao<LinhaPolitica, CatalogoVeiculos> = {
  ...abaPoliticaDesconto,
  carregarContexto: (db) => carregarCatalogo(db),
  validar: (linha, ctx, params, vistas) => validarPolitica(linha.celulas, ctx, params.tipoDesconto ?? 0, vistas),
  async gravarLote(trx, linhas, params, importacaoId) {
    for (const { valor } of linhas) {
      const versaoId = valor.anoModeloId === null ? null : await garantirVersao(trx, valor.derivativoId, valor.anoModeloId);
      await trx
        .insertInto('politica_desconto')
        .values({
          tipo_desconto: params.tipoDesconto!,
          derivativo_id: valor.derivativoId,
          versao_id: versaoId,
          desconto: valor.desconto,
          comissao: valor.comissao,
          vigente_desde: valor.vigenteDesde,
          importacao_id: importacaoId,
        })
        .onConflict((oc) =>
          oc
            .columns(['tipo_desconto', 'derivativo_id', 'versao_id', 'vigente_desde'])
            .doUpdateSet({ desconto: valor.desconto, comissao: valor.comissao, importacao_id: importacaoId }),
        )
        .execute();
    }
  },
};
