import { abaFaturamento } from '@portal/contracts/imports/abas/faturamento';
import { registrarFatosEmFatias } from './fatos-em-fatias.ts';
import type { DefinicaoImportacao, ResultadoLinha } from '../definicao.ts';
import { CHASSI_VIN, dataDaCelula, linhaMsg, obrigatoria } from './comum.ts';

export interface LinhaFaturamento {
  veiculoId: number;
  notaFiscal: string;
  dataFaturamento: string;
}
export interface ContextoFaturamento {
  veiculos: ReadonlyMap<string, { id: number; notaFiscal: string | null }>;
  /** today in São Paulo (aaaa-mm-dd): a billing date may not be after it */
  hoje: string;
}

export const faturamentoMsg = {
  veiculoInexistente: (c: string) => `Chassi ${c} não cadastrado.`,
  notaInvalida: 'A nota fiscal deve ter de 1 a 18 dígitos.',
  dataFutura: 'A data de faturamento não pode ser futura.',
  jaFaturado: 'Veículo já faturado com esta nota: nada foi alterado.',
};

/** Validates one billing row (pure). */
export function validarFaturamento(
  celulas: Readonly<Record<string, string>>,
  ctx: ContextoFaturamento,
  vistas: ReadonlySet<string>,
): ResultadoLinha<LinhaFaturamento> {
  const c = obrigatoria(celulas, 'Chassi');
  if ('erro' in c) return { status: 4, mensagem: c.erro };
  const chassi = c.valor.toUpperCase();
  if (!CHASSI_VIN.test(chassi)) return { status: 4, mensagem: linhaMsg.chassiInvalido, chave: chassi.slice(0, 40) };
  if (vistas.has(chassi)) return { status: 3, mensagem: linhaMsg.duplicado(chassi), chave: chassi };
  const v = ctx.veiculos.get(chassi);
  if (!v) return { status: 4, mensagem: faturamentoMsg.veiculoInexistente(chassi.slice(0, 40)), chave: chassi.slice(0, 40) };
  const nf = obrigatoria(celulas, 'Nota Fiscal');
  if ('erro' in nf) return { status: 4, mensagem: nf.erro, chave: chassi };
  if (!/^\d{1,18}$/.test(nf.valor)) return { status: 4, mensagem: faturamentoMsg.notaInvalida, chave: chassi };
  const d = obrigatoria(celulas, 'Data Faturamento');
  if ('erro' in d) return { status: 4, mensagem: d.erro, chave: chassi };
  const data = dataDaCelula(d.valor);
  if (!data) return { status: 4, mensagem: linhaMsg.dataInvalida('Data Faturamento'), chave: chassi };
  if (data > ctx.hoje) return { status: 4, mensagem: faturamentoMsg.dataFutura, chave: chassi };
  const valor = { veiculoId: v.id, notaFiscal: nf.valor, dataFaturamento: data };
  if (v.notaFiscal === nf.valor) return { status: 7, mensagem: faturamentoMsg.jaFaturado, chave: chassi, valor };
  return { status: 2, chave: chassi, valor };
}

/**
 * Faturamento (arquivo 2): `VeiculoFaturado` on each vehicle's stream (the vehicle machine decides whether its state
 * takes it — a refusal is that row's Erro); a vehicle already billed with the same invoice is left alone (Aviso).
 * Written in slices of rows (`registrarFatosEmFatias`).
 */
export const definicaoFaturamento: DefinicaoImportacao<LinhaFaturamento, ContextoFaturamento> = {
  ...abaFaturamento,
  async carregarContexto(db) {
    const vs = await db.selectFrom('veiculos').select(['id', 'chassi', 'nota_fiscal']).execute();
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    return { veiculos: new Map(vs.map((v) => [v.chassi.toUpperCase(), { id: v.id, notaFiscal: v.nota_fiscal }])), hoje };
  },
  validar: (linha, ctx, _params, vistas) => validarFaturamento(linha.celulas, ctx, vistas),
  async gravarLote(trx, linhas, _params, importacaoId) {
    // a vehicle already billed with the row's invoice is left alone (the row's Aviso was decided when read)
    const ids = linhas.map((l) => l.valor.veiculoId);
    const notas = new Map(
      (
        await trx
          .selectFrom('veiculos')
          .select(['id', 'nota_fiscal'])
          .where('id', 'in', ids.length ? ids : [0])
          .execute()
      ).map((v) => [v.id, v.nota_fiscal]),
    );
    return registrarFatosEmFatias(
      trx,
      linhas
        .filter(({ valor }) => notas.get(valor.veiculoId) !== valor.notaFiscal)
        .map(({ numero, valor }) => ({
          numero,
          veiculoId: valor.veiculoId,
          fato: { type: 'VeiculoFaturado' as const, notaFiscal: valor.notaFiscal, dataFaturamento: valor.dataFaturamento },
        })),
      { correlationId: `importacao-${importacaoId}` },
    );
  },
};
