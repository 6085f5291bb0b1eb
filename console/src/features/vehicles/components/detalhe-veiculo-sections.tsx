import type { ReactNode } from 'react';
import type { VeiculoDetalhe } from '@portal/contracts/vehicles/schemas';
import type { VeiculoRow } from '../model.ts';
import { FlagRange, FlagTooltip } from './flag-range.tsx';

function Linha({ rotulo, valor }: { rotulo: string; valor: ReactNode }) {
  return (
    <>
      <dt>{rotulo}</dt>
      <dd>{valor === null || valor === undefined || valor === '' ? '-' : valor}</dd>
    </>
  );
}
const simNao = (b: boolean) => (b ? 'Sim' : 'Não');

function opcionaisDe(specs: VeiculoRow['specs']): { codigo: string; descricao: string }[] {
  if (Array.isArray(specs)) return specs;
  try {
    const p = JSON.parse(specs) as unknown;
    return Array.isArray(p) ? (p as { codigo: string; descricao: string }[]) : [];
  } catch {
    return [];
  }
}

/** 'Dados do Veículo' (Log do Veículo) / 'DADOS DO VEÍCULO' (card detail). */
export function DadosVeiculo({ v, titulo = 'Dados do Veículo' }: { v: VeiculoRow | VeiculoDetalhe; titulo?: string }) {
  const opcionais = opcionaisDe(v.specs);
  return (
    <section className="detail-section" aria-label={titulo}>
      <h3>{titulo}</h3>
      <dl className="info-list detail-grid">
        <Linha rotulo="Pedido" valor={v.pedido} />
        <Linha rotulo="Chassis" valor={v.chassi} />
        <Linha rotulo="Marca" valor={v.marcas} />
        <Linha rotulo="Modelo" valor={v.modelo} />
        <Linha rotulo="Derivativo" valor={v.derivativo} />
        <Linha rotulo="Descrição" valor={v.descricaoVeiculo} />
        <Linha rotulo="MY" valor={v.my} />
        <Linha rotulo="Cor interna" valor={v.corInterna} />
        <Linha rotulo="Cor externa" valor={v.corExterna} />
      </dl>
      <h4>Opcionais {opcionais.length}</h4>
      <ul className="opcionais">
        {opcionais.map((o) => (
          <li key={o.codigo}>
            {o.codigo}: {o.descricao}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Informações' of the Log do Veículo. */
export function InformacoesLog({ v }: { v: VeiculoRow | VeiculoDetalhe }) {
  return (
    <section className="detail-section" aria-label="Informações">
      <h3>Informações</h3>
      <dl className="info-list detail-grid">
        <Linha rotulo="Dealer origem" valor={v.dealerOrigem ? `${v.dealerOrigem} - ${v.nomeDealerOrigem ?? ''}` : null} />
        <Linha rotulo="Dealer atual" valor={v.dealerAtual} />
        <Linha rotulo="Dealer consignação" valor={v.dealerConsignado} />
        <Linha rotulo="Dias em consignação" valor={v.diasEmConsignado} />
        <Linha rotulo="Dias em estoque" valor={v.diasEmEstoque} />
        <Linha rotulo="Bloqueado para troca" valor={simNao(v.bloqueioParaTorca)} />
        <Linha rotulo="Tipo pedido marca" valor={v.tipoPedidoMarca} />
        <Linha rotulo="Status" valor={v.statusDescricao} />
        <Linha rotulo="Tipo venda" valor={v.tipoVendaFaturamento} />
        <Linha rotulo="Tipo pagamento" valor={v.tipoPagamentoFaturamento} />
        <Linha rotulo="Número NF" valor={v.notaFiscal} />
        <Linha rotulo="Data disponibilidade" valor={v.dataDisponibilidadeFormatada} />
        <Linha rotulo="Data solicitação faturamento" valor={v.solicitacaoFaturamentoDealer} />
        <Linha rotulo="Data faturamento" valor={v.dataDeFaturamento} />
      </dl>
    </section>
  );
}

/** 'INFORMAÇÕES' of the card-detail dialog (spec §2.12). */
export function InformacoesCartao({ v }: { v: VeiculoRow }) {
  return (
    <section className="detail-section" aria-label="INFORMAÇÕES">
      <FlagTooltip />
      <h3>INFORMAÇÕES</h3>
      <dl className="info-list detail-grid">
        <Linha rotulo="Dealer atual" valor={v.dealerAtual} />
        <Linha rotulo="Dealer solicitante" valor={v.dealerSolicitante ? `${v.dealerSolicitante} - ${v.nomeDealerSolicitante ?? ''}` : null} />
        <Linha rotulo="Dias em estoque" valor={v.diasEmEstoque} />
        <Linha rotulo="Status" valor={v.statusDescricao} />
        <Linha rotulo="Tipo de venda" valor={v.tipoVendaFaturamento} />
        <Linha rotulo="Data disponibilidade" valor={v.dataDisponibilidadeFormatada} />
        <Linha rotulo="Data solicitação faturamento" valor={v.solicitacaoFaturamentoDealer} />
        <Linha rotulo="Faixa de uso" valor={<FlagRange tipo={v.flagRangeTipo} descricao={v.flagRangeDescricao} />} />
        <Linha rotulo="Prazo para troca" valor={v.dataLimiteTroca} />
        <Linha rotulo="Prioridade" valor={simNao(v.prioridade)} />
        <Linha rotulo="Status de monitoramento" valor={v.statusMonitoramentoDescricao} />
      </dl>
    </section>
  );
}
