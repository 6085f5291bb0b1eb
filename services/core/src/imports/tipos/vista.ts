import { abaVista } from '@portal/contracts/imports/abas/vista';
import { SYSTEM_ACTOR } from '../../kernel/index.ts';
import { disponibilidadePelaOrigem, type PrazosDisponibilidade } from '@portal/contracts/settings/disponibilidade';
import { emSavepoint } from './savepoint.ts';
import { prazosDisponibilidade } from '../../settings/index.ts';
import { registrarVeiculo } from '../../vehicles/index.ts';
import { registrarFatosEmFatias } from './fatos-em-fatias.ts';
import type { DefinicaoImportacao, ResultadoLinha } from '../definicao.ts';
import { CHASSI_VIN, carregarCatalogo, dataDaCelula, derivativoDaLinha, linhaMsg, obrigatoria, type CatalogoVeiculos } from './comum.ts';

export type LinhaVista =
  | {
      tipo: 'registrar';
      chassi: string;
      pedido: string;
      marcaId: number;
      modeloId: number;
      derivativoId: number;
      descricao: string;
      anoModeloId: number;
      corExterna: string;
      corInterna: string;
      tipoPedido: string | null;
      dataDisponibilidade: string | null;
    }
  | { tipo: 'atualizar'; chassi: string; veiculoId: number; status: number; dataDisponibilidade: string | null };

export interface ContextoVista extends CatalogoVeiculos {
  /** vehicles already registered, by chassis: id and status */
  veiculos: ReadonlyMap<string, { id: number; status: number }>;
  /** conf1, conf2, conf3 in force when the import runs */
  prazos: PrazosDisponibilidade;
}

export const vistaMsg = {
  semData: 'Chassi já cadastrado e sem data de disponibilidade: nada foi alterado.',
  tipoPedido: 'A coluna "Tipo Pedido" aceita Stock, Cliente ou Demo.',
};

const TIPOS_PEDIDO = new Map(['stock', 'cliente', 'demo'].map((t) => [t, t[0]!.toUpperCase() + t.slice(1)]));

/** Validates one Vista row (pure). */
export function validarVista(celulas: Readonly<Record<string, string>>, ctx: ContextoVista, vistas: ReadonlySet<string>): ResultadoLinha<LinhaVista> {
  const c = obrigatoria(celulas, 'Chassi');
  if ('erro' in c) return { status: 4, mensagem: c.erro };
  const chassi = c.valor.toUpperCase();
  if (!CHASSI_VIN.test(chassi)) return { status: 4, mensagem: linhaMsg.chassiInvalido, chave: chassi.slice(0, 40) };
  if (vistas.has(chassi)) return { status: 3, mensagem: linhaMsg.duplicado(chassi), chave: chassi };
  const datas: Record<string, string | null> = {};
  for (const coluna of ['Data Disponibilidade', 'Data Produção', 'Data Forecast', 'Data Embarque']) {
    const data = (celulas[coluna] ?? '').trim();
    datas[coluna] = data === '' ? null : dataDaCelula(data);
    if (data !== '' && !datas[coluna]) return { status: 4, mensagem: linhaMsg.dataInvalida(coluna), chave: chassi };
  }
  const dataDisponibilidade =
    disponibilidadePelaOrigem(
      { dataProducao: datas['Data Produção']!, dataForecast: datas['Data Forecast']!, dataEmbarque: datas['Data Embarque']! },
      ctx.prazos,
    ) ?? datas['Data Disponibilidade']!;
  const existente = ctx.veiculos.get(chassi);
  if (existente !== undefined) {
    const valor = { tipo: 'atualizar' as const, chassi, veiculoId: existente.id, status: existente.status, dataDisponibilidade };
    if (!dataDisponibilidade) return { status: 7, mensagem: vistaMsg.semData, chave: chassi, valor };
    return { status: 2, chave: chassi, valor };
  }
  const pedido = obrigatoria(celulas, 'Pedido');
  if ('erro' in pedido) return { status: 4, mensagem: pedido.erro, chave: chassi };
  if (pedido.valor.length > 20) return { status: 4, mensagem: linhaMsg.textoLongo('Pedido', 20), chave: chassi };
  const derivativo = derivativoDaLinha(celulas, ctx);
  if ('erro' in derivativo) return { status: 4, mensagem: derivativo.erro, chave: chassi };
  const d = derivativo.valor;
  const ano = obrigatoria(celulas, 'Ano Modelo');
  if ('erro' in ano) return { status: 4, mensagem: ano.erro, chave: chassi };
  const anoModeloId = /^\d{4}$/.test(ano.valor) ? ctx.anos.get(Number(ano.valor)) : undefined;
  if (anoModeloId === undefined) return { status: 4, mensagem: linhaMsg.anoInexistente(ano.valor), chave: chassi };
  const corExterna = (celulas['Cor Externa'] ?? '').trim();
  const corInterna = (celulas['Cor Interna'] ?? '').trim();
  if (corExterna.length > 60) return { status: 4, mensagem: linhaMsg.textoLongo('Cor Externa', 60), chave: chassi };
  if (corInterna.length > 60) return { status: 4, mensagem: linhaMsg.textoLongo('Cor Interna', 60), chave: chassi };
  const tp = (celulas['Tipo Pedido'] ?? '').trim();
  const tipoPedido = tp === '' ? null : (TIPOS_PEDIDO.get(tp.toLowerCase()) ?? undefined);
  if (tipoPedido === undefined) return { status: 4, mensagem: vistaMsg.tipoPedido, chave: chassi };
  return {
    status: 2,
    chave: chassi,
    valor: {
      tipo: 'registrar',
      chassi,
      pedido: pedido.valor,
      marcaId: d.marcaId,
      modeloId: d.modeloId,
      derivativoId: d.derivativoId,
      descricao: `${d.modelo} ${d.derivativo}`.toUpperCase(),
      anoModeloId,
      corExterna,
      corInterna,
      tipoPedido,
      dataDisponibilidade,
    },
  };
}

/**
 * Vista (arquivo 1): the importer's vehicle data. Vehicle state changes go through the vehicle aggregate, never the
 * projection: a new chassis is registered (`VeiculoRegistrado` without a dealer: 0 Cota, awaiting allocation, with an
 * availability date; 4 Indisponível without one), a known one gets `DisponibilidadeAtualizada` with its new date (an
 * Indisponível vehicle becomes Cota, as the machine says; the machine decides whether its state takes the change at
 * all, and a refusal is that row's Erro; written in slices of rows, `registrarFatosEmFatias`). The portal acts (user 0), with
 * `importacao-<id>` as the correlation id.
 */
export const definicaoVista: DefinicaoImportacao<LinhaVista, ContextoVista> = {
  ...abaVista,
  async carregarContexto(db) {
    const cat = await carregarCatalogo(db);
    const vs = await db.selectFrom('veiculos').select(['id', 'chassi', 'status']).execute();
    return {
      ...cat,
      veiculos: new Map(vs.map((v) => [v.chassi.toUpperCase(), { id: v.id, status: v.status }])),
      prazos: await prazosDisponibilidade(db),
    };
  },
  validar: (linha, ctx, _params, vistas) => validarVista(linha.celulas, ctx, vistas),
  async gravarLote(trx, linhas, _params, importacaoId) {
    const recusas = new Map<number, string>();
    const deps = { db: trx, now: () => new Date() };
    const ctx = { correlationId: `importacao-${importacaoId}` };
    // registered meanwhile (another import): the row updates it instead of registering the chassis twice
    const chassis = linhas.flatMap(({ valor }) => (valor.tipo === 'registrar' ? [valor.chassi] : []));
    const jaRegistrados = new Map(
      chassis.length
        ? (await trx.selectFrom('veiculos').select(['id', 'status', 'chassi']).where('chassi', 'in', chassis).execute()).map((v) => [v.chassi, v])
        : [],
    );
    const atualizacoes: Parameters<typeof registrarFatosEmFatias>[1] = [];
    for (const { numero, valor } of linhas) {
      const ja = valor.tipo === 'registrar' ? jaRegistrados.get(valor.chassi) : undefined;
      const v: LinhaVista = ja
        ? { tipo: 'atualizar', chassi: valor.chassi, veiculoId: ja.id, status: ja.status, dataDisponibilidade: valor.dataDisponibilidade }
        : valor;
      if (v.tipo === 'atualizar') {
        // a known chassis without a date: nothing to change
        if (v.dataDisponibilidade)
          atualizacoes.push({
            numero,
            veiculoId: v.veiculoId,
            fato: {
              type: 'DisponibilidadeAtualizada',
              status: v.status === 8 ? 8 : 0,
              dataDisponibilidade: v.dataDisponibilidade,
              dataProrrogacaoFaturamento: null,
            },
          });
        continue;
      }
      const alvo = v;
      const recusa = await emSavepoint(trx, () =>
        registrarVeiculo(
          deps,
          SYSTEM_ACTOR,
          {
            pedido: alvo.pedido,
            chassi: alvo.chassi,
            marcaId: alvo.marcaId,
            modeloId: alvo.modeloId,
            derivativoId: alvo.derivativoId,
            descricao: alvo.descricao,
            anoModeloId: alvo.anoModeloId,
            corInterna: alvo.corInterna,
            corExterna: alvo.corExterna,
            specs: [],
            tipoPedidoComum: 'Contrato Vista',
            tipoPedidoMarca: alvo.tipoPedido,
            status: alvo.dataDisponibilidade ? 0 : 4,
            concessionariaId: null,
            dataDisponibilidade: alvo.dataDisponibilidade,
            dataProrrogacaoFaturamento: null,
          },
          ctx,
        ),
      );
      if (recusa) recusas.set(numero, recusa);
    }
    // the known chassis' new dates, in slices of rows (`registrarFatosEmFatias`)
    for (const [numero, recusa] of await registrarFatosEmFatias(trx, atualizacoes, ctx)) recusas.set(numero, recusa);
    return recusas;
  },
};
