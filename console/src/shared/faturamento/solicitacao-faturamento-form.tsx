import { useEffect, useState } from 'react';
import { Calendario } from '../calendario.tsx';
import { Checkbox } from 'primereact/checkbox';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { useDealers, useTiposPagamento, useTiposVenda } from '../lookups.ts';
import { dataBR, deIso, isoLocal } from '../lines.ts';
import { DropdownFiltro } from '../campos-filtro.tsx';
import { DealerField } from '../dealer-field.tsx';
import { erroDaData, limitesDaData } from './datas.ts';
import { useDatasFaturamento } from './use-datas-faturamento.ts';

/** The billing-request fields as PUT veiculos/faturamentos/gerar and PUT veiculos/troca/pedido/aceitar take them. */
export interface CamposFaturamento {
  tipoVendaId: number | null;
  dealerSolicitante: number | null;
  prioridade: boolean;
  tipoPagamentoId: number | null;
  dataFaturamento: string | null;
  faturarAssimQuePossivel: boolean;
}

/**
 * The state and rules of the 'Solicitação de Faturamento:' form (spec §2.12, §5), shared by the billing request of the
 * vehicle lists and the accept of a swap. `ids` are the vehicles billed (their dates bound the picker); the form starts
 * empty each time `aberto` turns true.
 */
export function useSolicitacaoFaturamento(ids: number[], dealerPadrao: number | null, aberto: boolean, opts: { semLimitesDeData?: boolean } = {}) {
  // a swap's vehicle is still the other dealer's until the accept: its bounds are checked by the server (400 with the rule's text)
  const datas = useDatasFaturamento(opts.semLimitesDeData ? [] : ids);
  const dealers = useDealers();
  const tipos = useTiposVenda();
  const [dealer, setDealer] = useState<number | null>(dealerPadrao);
  const [tipoVenda, setTipoVenda] = useState<number | null>(null);
  const [tipoPagamento, setTipoPagamento] = useState<number | null>(null);
  const [prioridade, setPrioridade] = useState(false);
  const [data, setData] = useState<string | null>(null);
  const [asap, setAsap] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const pagamentos = useTiposPagamento(tipoVenda);

  useEffect(() => {
    if (aberto) {
      setDealer(dealerPadrao);
      setTipoVenda(null);
      setTipoPagamento(null);
      setPrioridade(false);
      setData(null);
      setAsap(false);
      setErro(null);
    }
  }, [aberto, dealerPadrao]);

  const tipo = tipos.data?.find((t) => t.id === tipoVenda) ?? null;
  const exigePagamento = tipo?.exigePagamento ?? false;
  const d = datas.data;
  const limites = d ? limitesDaData(d) : null;

  const validar = (): string | null => {
    if (ids.length === 0) return vmsg.selecioneVeiculo;
    if (!dealer) return vmsg.escolhaDealer;
    if (!tipoVenda) return vmsg.escolhaTipoVenda;
    if (exigePagamento) {
      if (!tipoPagamento) return vmsg.escolhaTipoPagamento;
      if (!asap && d) return erroDaData(data, d);
    }
    return null;
  };

  return {
    erro,
    /** checks the form in the spec's order and shows the first refusal; the fields to send, or null */
    conferir: (): CamposFaturamento | null => {
      const e = validar();
      setErro(e);
      if (e) return null;
      return {
        tipoVendaId: tipoVenda,
        dealerSolicitante: dealer,
        prioridade,
        tipoPagamentoId: exigePagamento ? tipoPagamento : null,
        dataFaturamento: exigePagamento && !asap ? data : null,
        faturarAssimQuePossivel: exigePagamento && asap,
      };
    },
    campos: {
      dealer,
      setDealer,
      dealers: dealers.data,
      tipoVenda,
      tipos: tipos.data ?? [],
      escolherTipoVenda: (v: number | null) => {
        setTipoVenda(v);
        setTipoPagamento(null);
      },
      exigePagamento,
      tipoPagamento,
      setTipoPagamento,
      pagamentos: pagamentos.data ?? [],
      data,
      escolherData: (v: string | null) => {
        setData(v);
        setErro(null);
      },
      asap,
      marcarAsap: (on: boolean) => {
        setAsap(on);
        setErro(null);
        if (on && d) setData(limites?.min ?? d.hoje);
      },
      prioridade,
      setPrioridade,
      datas: d,
      limites,
    },
  };
}

export type FormFaturamento = ReturnType<typeof useSolicitacaoFaturamento>;

/** A required choice of the request: 'Selecione o …' until chosen, no clear. */
const escolha = (rotulo: string, valor: number | null, opcoes: object[] | undefined, onChange: (v: number | null) => void) => (
  <DropdownFiltro rotulo={rotulo} valor={valor} opcoes={opcoes} limpar={false} placeholder={`Selecione o ${rotulo.toLowerCase()}`} onChange={onChange} />
);

/** The form's fields: dealer, sale type, payment type, date (weekdays within the bounds), as soon as possible, priority. */
export function SolicitacaoFaturamentoCampos({ form }: { form: FormFaturamento }) {
  const c = form.campos;
  const d = c.datas;
  return (
    <div className="billing-form">
      <DealerField value={c.dealer} opcoes={c.dealers} rotulo="Dealer solicitante" className="vf-field" onChange={c.setDealer} />
      {escolha('Tipo de venda', c.tipoVenda, c.tipos, c.escolherTipoVenda)}
      {c.exigePagamento && escolha('Tipo de pagamento', c.tipoPagamento, c.pagamentos, c.setTipoPagamento)}
      {c.exigePagamento && (
        <div className="vf-field">
          <span>Data de faturamento</span>
          <Calendario
            value={c.data ? deIso(c.data) : null}
            onChange={(e) => c.escolherData(e.value instanceof Date ? isoLocal(e.value) : null)}
            dateFormat="dd/mm/yy"
            showIcon
            disabled={c.asap}
            disabledDays={[0, 6]}
            minDate={c.limites ? deIso(c.limites.min) : undefined}
            maxDate={c.limites?.max ? deIso(c.limites.max) : undefined}
            placeholder="dd/mm/aaaa"
            inputId="billing-date"
            aria-label="Data de faturamento"
          />
          {d?.prorrogacaoVencida && <small className="form-error">{vmsg.prorrogacaoVencida(dataBR(d.dataProrrogacaoFaturamento))}</small>}
          {d?.somenteProximoDia && <small className="muted">{vmsg.regra14Horas}</small>}
        </div>
      )}
      {c.exigePagamento && (
        <label className="check-line">
          <Checkbox inputId="billing-asap" checked={c.asap} onChange={(e) => c.marcarAsap(e.checked === true)} /> Faturar assim que possível
        </label>
      )}
      <label className="check-line">
        <Checkbox inputId="billing-prioridade" checked={c.prioridade} onChange={(e) => c.setPrioridade(e.checked === true)} /> Prioridade
      </label>
      {form.erro && (
        <p className="form-error" role="alert">
          {form.erro}
        </p>
      )}
    </div>
  );
}
