import { abaFaturamento } from '@portal/contracts/imports/abas/faturamento';
import { SYSTEM_ACTOR } from '../../kernel/index.ts';
import { sql } from 'kysely';
import { registrarFatoExterno, registrarFatosExternosEmLote } from '../../vehicles/index.ts';
import { VersionConflict } from '../../kernel/index.ts';
import { LoteIndivisivel } from '../../eventstore/lote-de-comandos.ts';
import type { DefinicaoImportacao, ResultadoLinha } from '../definicao.ts';
import { CHASSI_VIN, dataDaCelula, linhaMsg, obrigatoria } from './comum.ts';
import { emSavepoint } from './savepoint.ts';

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

/** rows written together (`gravarLote`) */
const POR_INSTRUCAO = 500;

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
    const recusas = new Map<number, string>();
    const deps = { db: trx, now: () => new Date() };
    const ctx = { correlationId: `importacao-${importacaoId}` };
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
    const pendentes = linhas.filter(({ valor }) => notas.get(valor.veiculoId) !== valor.notaFiscal);
    const fato = (valor: LinhaFaturamento) => ({ type: 'VeiculoFaturado' as const, notaFiscal: valor.notaFiscal, dataFaturamento: valor.dataFaturamento });
    // POR_INSTRUCAO rows per statement (`registrarFatosExternosEmLote`): the read versions, counters and read models are
    // written once per slice, not once per row; a slice that cannot go as one (a vehicle written meanwhile, a vehicle
    // twice) goes row by row, each in its savepoint, as before
    for (let i = 0; i < pendentes.length; i += POR_INSTRUCAO) {
      const fatia = pendentes.slice(i, i + POR_INSTRUCAO);
      let respostas: (string | null)[] | null = null;
      await sql`savepoint fatia_importacao`.execute(trx);
      try {
        respostas = await registrarFatosExternosEmLote(
          deps,
          SYSTEM_ACTOR,
          fatia.map(({ valor }) => ({ veiculoId: valor.veiculoId, fato: fato(valor) })),
          ctx,
        );
        await sql`release savepoint fatia_importacao`.execute(trx);
      } catch (e) {
        await sql`rollback to savepoint fatia_importacao`.execute(trx);
        if (!(e instanceof VersionConflict || e instanceof LoteIndivisivel)) throw e;
      }
      if (respostas) {
        respostas.forEach((r, k) => r !== null && recusas.set(fatia[k]!.numero, r));
        continue;
      }
      for (const { numero, valor } of fatia) {
        const recusa = await emSavepoint(trx, () => registrarFatoExterno(deps, SYSTEM_ACTOR, valor.veiculoId, fato(valor), ctx));
        if (recusa) recusas.set(numero, recusa);
      }
    }
    return recusas;
  },
};
