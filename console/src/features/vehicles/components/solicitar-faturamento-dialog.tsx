import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../shared/modal.tsx';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { Button } from 'primereact/button';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { useDealers, useTiposPagamento, useTiposVenda } from '../../../shared/lookups.ts';
import { dataBR, deIso, isoLocal } from '../../../shared/lines.ts';
import { erroDaData, limitesDaData } from '../billing-dates.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useDatasFaturamento } from '../hooks/use-datas-faturamento.ts';
import { useGerarFaturamento } from '../hooks/use-gerar-faturamento.ts';
import type { VeiculoRow } from '../model.ts';
import { DealerField } from '../../../shared/dealer-field.tsx';
import { DropdownFiltro } from '../../../shared/filter-fields.tsx';

interface Props {
  veiculos: VeiculoRow[] | null;
  /** the dealer to preselect (a dealer user's own) */
  dealerPadrao: number | null;
  onClose: (feito: boolean) => void;
}

/** 'Solicitação de Faturamento:': validation in the dialog, then the generate call; per-vehicle results. */
export function SolicitarFaturamentoDialog({ veiculos, dealerPadrao, onClose }: Props) {
  const navigate = useNavigate();
  const ids = useMemo(() => (veiculos ?? []).map((v) => v.id), [veiculos]);
  const datas = useDatasFaturamento(ids);
  const dealers = useDealers();
  const tipos = useTiposVenda();
  const [dealer, setDealer] = useState<number | null>(dealerPadrao);
  const [tipoVenda, setTipoVenda] = useState<number | null>(null);
  const [tipoPagamento, setTipoPagamento] = useState<number | null>(null);
  const [prioridade, setPrioridade] = useState(false);
  const [data, setData] = useState<string | null>(null);
  const [asap, setAsap] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const enviando = useRef(false);
  // the list stays while the dialog fades out
  const ultimos = useRef<VeiculoRow[]>([]);
  if (veiculos) ultimos.current = veiculos;
  const pagamentos = useTiposPagamento(tipoVenda);
  const gerar = useGerarFaturamento();

  useEffect(() => {
    if (veiculos) {
      setDealer(dealerPadrao);
      setTipoVenda(null);
      setTipoPagamento(null);
      setPrioridade(false);
      setData(null);
      setAsap(false);
      setErro(null);
      enviando.current = false;
    }
  }, [veiculos, dealerPadrao]);

  const tipo = tipos.data?.find((t) => t.id === tipoVenda) ?? null;
  const exigePagamento = tipo?.exigePagamento ?? false;
  const d = datas.data;
  const limites = d ? limitesDaData(d) : null;
  const fechar = (feito: boolean) => onClose(feito);

  const marcarAsap = (on: boolean) => {
    setAsap(on);
    setErro(null);
    if (on && d) setData(limites?.min ?? d.hoje);
  };

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

  const enviar = () => {
    if (enviando.current || gerar.isPending) return;
    const e = validar();
    setErro(e);
    if (e) return;
    enviando.current = true;
    gerar.mutate(
      {
        veiculoId: ids,
        tipoVendaId: tipoVenda,
        dealerSolicitante: dealer,
        prioridade,
        tipoPagamentoId: exigePagamento ? tipoPagamento : null,
        dataFaturamento: exigePagamento && !asap ? data : null,
        faturarAssimQuePossivel: exigePagamento && asap,
      },
      {
        onSuccess: (rs) => {
          const erros = rs.filter((r) => r.status === 0);
          if (erros.length) {
            for (const r of erros) toast.error(`${veiculos?.find((v) => v.id === r.id)?.pedido ?? r.id}: ${r.descricao}`);
            fechar(rs.length > erros.length);
            return;
          }
          const direta = rs.find((r) => r.status === 2);
          if (direta) {
            toast.success(direta.descricao);
            fechar(true);
            navigate(`/newrequest?tipo=solicitacao-direta-vd&veiculoId=${rs.map((r) => r.id).join(',')}`);
            return;
          }
          for (const t of new Set(rs.map((r) => r.descricao))) {
            // 'Aguarde liberar sua solicitação de FATURAMENTO.' is shown in error style (spec §4.2)
            if (t === vmsg.aguardeLiberar) toast.error(t);
            else toast.success(t);
          }
          fechar(true);
        },
        onError: () => {
          enviando.current = false;
        },
      },
    );
  };

  const pedidos = veiculos ?? ultimos.current;
  /** a required choice of the request: 'Selecione o …' until chosen, no clear */
  const escolha = (rotulo: string, valor: number | null, opcoes: object[] | undefined, onChange: (v: number | null) => void) => (
    <DropdownFiltro rotulo={rotulo} valor={valor} opcoes={opcoes} limpar={false} placeholder={`Selecione o ${rotulo.toLowerCase()}`} onChange={onChange} />
  );
  const escolherTipoVenda = (v: number | null) => {
    setTipoVenda(v);
    setTipoPagamento(null);
  };
  return (
    <Modal
      titulo="Solicitação de Faturamento:"
      aberto={veiculos !== null}
      onClose={() => fechar(false)}
      largura={720}
      acoes={<Button label="Solicitar faturamento" icon="pi pi-check" disabled={gerar.isPending} loading={gerar.isPending} onClick={enviar} />}
    >
      <div className="modal-warning" role="note">
        <strong>{pedidos.length === 1 ? 'O seguinte pedido ainda não foi faturado:' : 'Os seguintes pedidos ainda não foram faturados:'}</strong>
        <ul className="selected-vehicles">
          {pedidos.map((v) => (
            <li key={v.id}>
              Pedido {v.pedido} — Chassi {v.chassi} — {v.modelo}
            </li>
          ))}
        </ul>
      </div>
      <div className="billing-form">
        <DealerField value={dealer} opcoes={dealers.data} rotulo="Dealer solicitante" className="vf-field" onChange={setDealer} />
        {escolha('Tipo de venda', tipoVenda, tipos.data, escolherTipoVenda)}
        {exigePagamento && escolha('Tipo de pagamento', tipoPagamento, pagamentos.data, setTipoPagamento)}
        {exigePagamento && (
          <div className="vf-field">
            <span>Data de faturamento</span>
            <Calendar
              value={data ? deIso(data) : null}
              onChange={(e) => {
                setData(e.value instanceof Date ? isoLocal(e.value) : null);
                setErro(null);
              }}
              dateFormat="dd/mm/yy"
              showIcon
              disabled={asap}
              disabledDays={[0, 6]}
              minDate={limites ? deIso(limites.min) : undefined}
              maxDate={limites?.max ? deIso(limites.max) : undefined}
              placeholder="dd/mm/aaaa"
              inputId="billing-date"
              aria-label="Data de faturamento"
            />
            {d?.prorrogacaoVencida && <small className="form-error">{vmsg.prorrogacaoVencida(dataBR(d.dataProrrogacaoFaturamento))}</small>}
            {d?.somenteProximoDia && <small className="muted">{vmsg.regra14Horas}</small>}
          </div>
        )}
        {exigePagamento && (
          <label className="check-line">
            <Checkbox inputId="billing-asap" checked={asap} onChange={(e) => marcarAsap(e.checked === true)} /> Faturar assim que possível
          </label>
        )}
        <label className="check-line">
          <Checkbox inputId="billing-prioridade" checked={prioridade} onChange={(e) => setPrioridade(e.checked === true)} /> Prioridade
        </label>
        {erro && (
          <p className="form-error" role="alert">
            {erro}
          </p>
        )}
      </div>
    </Modal>
  );
}
