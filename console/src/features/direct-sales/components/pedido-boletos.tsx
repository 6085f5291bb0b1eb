import { useState } from 'react';
import { Button } from 'primereact/button';
import { Calendario } from '../../../shared/calendario.tsx';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { bmsg } from '@portal/contracts/boletos/messages';
import { STATUS_BOLETO, TIPO_PAGAMENTO_BOLETO, type TipoPagamentoBoleto } from '@portal/contracts/boletos/status';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { msg } from '@portal/contracts/messages';
import { AcaoLinha } from '../../../shared/list-controls.tsx';
import { Formulario } from '../../../shared/formulario.tsx';
import { Selecao } from '../../../shared/selecao.tsx';
import { useActor } from '../../../shared/actor.ts';
import { ApiError } from '../../../shared/api-client.ts';
import type { ArquivoBinario } from '../../../shared/arquivo-binario.ts';
import { AcaoGerarPdf, usePdfDoBoleto } from '../../../shared/boleto-pdf.tsx';
import { dataBR, deIso, formatBRL, isoLocal } from '../../../shared/lines.ts';
import { useScreenPermission } from '../../../shared/permission.ts';
import { toast } from '../../../shared/toasts.tsx';
import { ConfirmarDialog } from '../../../shared/modal.tsx';
import { pilhaNoCelular, useCelular } from '../../../shared/use-celular.ts';
import type { LinhaBoleto } from '@portal/contracts/boletos/schemas';
import {
  acoesDoBoletoDoPedido,
  boletosAtivos,
  emissaoPermitida,
  exclusaoDoBoleto,
  formBoletoInicial,
  parcelasDe,
  pdfDisponivel,
  podeInserirBoleto,
  comASalvar,
  validarASalvar,
  validarBoleto,
  vencimentoDe,
  type BoletoASalvar,
  type CorpoBoleto,
  type FormBoleto,
  type PedidoDosBoletos,
} from '../boletos.ts';
import { useCancelarBoletoDoPedido, useEmitirBoleto, usePedidoBoletos, useSalvarBoletos } from '../hooks/use-pedido-boletos.ts';
import { Campo, Secao } from './campos.tsx';
import { BoletoPdfDialog } from './boleto-pdf-dialog.tsx';

const FORMAS = Object.values(TIPO_PAGAMENTO_BOLETO).map((v) => ({ id: v, nome: v }));
const FIM_DE_SEMANA = [0, 6];

/**
 * The insertion form (spec §5.1): payment form, installments, values, the issue date (no weekends, no past dates) and the due date.
 * Inserir checks the rules against the order's boletos and the rows not saved yet, and adds the row to the section (`onInserir`).
 */
function InsercaoBoleto({
  pedido,
  aSalvar,
  hoje,
  onInserir,
}: {
  pedido: PedidoDosBoletos;
  aSalvar: BoletoASalvar[];
  hoje: string;
  onInserir: (c: CorpoBoleto) => void;
}) {
  const [f, setF] = useState<FormBoleto>(() => formBoletoInicial(hoje));
  const parcelas = parcelasDe(pedido.tipoPagamento, f.tipoPagamento);
  const contando = comASalvar(pedido.boletos, aSalvar);
  const ativos = boletosAtivos(contando).length;
  const total = f.tipoPagamento === 'Total';
  const vencimento = vencimentoDe(f.dataEmissao);
  const set = (p: Partial<FormBoleto>) => setF((v) => ({ ...v, ...p }));

  const inserir = () => {
    const v = validarBoleto(f, { ...pedido, boletos: contando }, hoje);
    if ('erro' in v) {
      if (v.aviso) toast.warn(v.erro);
      else toast.error(v.erro);
      return;
    }
    onInserir(v.corpo);
    setF(formBoletoInicial(hoje));
  };

  const escolherForma = (tipo: TipoPagamentoBoleto | null) => {
    const opcoes = parcelasDe(pedido.tipoPagamento, tipo);
    set({
      tipoPagamento: tipo,
      quantidadeVezes: f.quantidadeVezes !== null && opcoes.includes(f.quantidadeVezes) ? f.quantidadeVezes : (opcoes[0] ?? null),
      ...(tipo === 'Total' ? { entrada: null, valorParcial: null } : {}),
    });
  };

  return (
    <Formulario className="master-form-grid boleto-insercao" rotulo="Inserir boleto" onEnviar={inserir}>
      <Campo id="bol-forma" rotulo="Forma de pagamento" obrigatorio>
        <Selecao<TipoPagamentoBoleto> id="bol-forma" valor={f.tipoPagamento} opcoes={FORMAS} placeholder="Selecione" onChange={escolherForma} />
      </Campo>
      <Campo id="bol-parcelas" rotulo="Parcelas" obrigatorio>
        <Selecao
          id="bol-parcelas"
          valor={f.quantidadeVezes}
          opcoes={parcelas.map((n) => ({ id: n, nome: String(n) }))}
          placeholder="Selecione"
          desabilitado={total}
          onChange={(quantidadeVezes) => set({ quantidadeVezes })}
        />
      </Campo>
      <Campo id="bol-numero-parcela" rotulo="Nº da Parcela">
        <output id="bol-numero-parcela" className="form-readonly">
          {f.quantidadeVezes ? `${ativos + 1} de ${f.quantidadeVezes}` : '-'}
        </output>
      </Campo>
      <Campo id="bol-valor-total" rotulo="Valor Total">
        <output id="bol-valor-total" className="form-readonly">
          {formatBRL(pedido.precoEspecial)}
        </output>
      </Campo>
      <Campo id="bol-entrada" rotulo="Entrada">
        <InputNumber
          inputId="bol-entrada"
          value={f.entrada}
          mode="currency"
          currency="BRL"
          locale="pt-BR"
          min={0}
          max={99_999_999.99}
          disabled={total}
          onValueChange={(e) => set({ entrada: e.value ?? null })}
        />
      </Campo>
      <Campo id="bol-valor-parcial" rotulo="Valor Parcial" obrigatorio={!total}>
        <InputNumber
          inputId="bol-valor-parcial"
          value={total ? pedido.precoEspecial : f.valorParcial}
          mode="currency"
          currency="BRL"
          locale="pt-BR"
          min={0}
          max={99_999_999.99}
          disabled={total}
          onValueChange={(e) => set({ valorParcial: e.value ?? null })}
        />
      </Campo>
      <Campo id="bol-emissao" rotulo="Data de Emissão" obrigatorio>
        <Calendario
          inputId="bol-emissao"
          value={f.dataEmissao ? deIso(f.dataEmissao) : null}
          onChange={(e) => {
            const d = e.value instanceof Date ? isoLocal(e.value) : null;
            set({ dataEmissao: d && emissaoPermitida(d, hoje) ? d : null });
          }}
          dateFormat="dd/mm/yy"
          minDate={deIso(hoje)}
          disabledDays={FIM_DE_SEMANA}
          readOnlyInput
          showIcon
        />
      </Campo>
      <Campo id="bol-vencimento" rotulo="Data de Pagamento">
        <output id="bol-vencimento" className="form-readonly">
          {vencimento ? dataBR(vencimento) : '-'}
        </output>
      </Campo>
      <div className="form-field boleto-insercao-acoes">
        <Button type="submit" label="Inserir" icon="pi pi-plus" />
      </div>
    </Formulario>
  );
}

type Exclusao = { boleto: LinhaBoleto };

/**
 * The order's boletos (spec §2.3 item 10 "Boletos table with Inserir and Salvar", §5.1): the table of GET pedidos/{id}'s
 * pedidoBoletos with Gerar Pdf (the print dialog with Baixar), Emitir for a boleto the bank has not registered yet and Excluir (an
 * issued boleto is never deleted: the spec's message), and, for who may insert at this step, the insertion form. Inserir adds the
 * row to the section ('Boletos a salvar', each removable); Salvar checks them all again and sends them (POST boleto/emitir, one
 * row a call, as the spec's call takes one): if any fails the rules, its reason shows and nothing is sent. A new order (not saved
 * yet) has no boletos.
 */
export function PedidoBoletos({ pedidoId }: { pedidoId: number | null }) {
  const celular = useCelular();
  const actor = useActor();
  const { editavel } = useScreenPermission();
  const q = usePedidoBoletos(pedidoId);
  const emitir = useEmitirBoleto(pedidoId);
  const cancelar = useCancelarBoletoDoPedido(pedidoId);
  const salvar = useSalvarBoletos(pedidoId);
  const [aSalvar, setASalvar] = useState<BoletoASalvar[]>([]);
  const [proxima, setProxima] = useState(1);
  const [pdf, setPdf] = useState<(ArquivoBinario & { boletoId: number }) | null>(null);
  const [exclusao, setExclusao] = useState<Exclusao | null>(null);
  const agora = new Date();
  const hoje = dataEmSaoPaulo(agora);

  if (pedidoId === null)
    return (
      <Secao id="sec-boletos" titulo="Boletos">
        <p className="muted">{bmsg.salveOPedido}</p>
      </Secao>
    );
  const pedido = q.data;
  const podeInserir = pedido !== undefined && editavel && podeInserirBoleto(pedido, actor, agora);

  const pdfDoBoleto = usePdfDoBoleto(
    (arquivo, boletoId) => setPdf({ ...arquivo, boletoId }),
    (e) => (e instanceof ApiError && e.status >= 400 && e.status < 500 && e.errors[0] ? e.errors[0] : bmsg.erroGerarPdf),
  );
  const gerarPdf = (b: LinhaBoleto) => {
    const d = pdfDisponivel(b);
    if ('recusa' in d) toast.warn(d.recusa);
    else pdfDoBoleto.gerar(b.id);
  };

  const excluir = (b: LinhaBoleto) => {
    if (!pedido || !actor) return;
    const r = exclusaoDoBoleto(b, pedido, actor);
    if ('recusa' in r) toast.warn(r.recusa);
    else setExclusao({ boleto: b });
  };

  const emitirBoleto = (b: LinhaBoleto) =>
    emitir.mutate({ id: b.id }, { onSuccess: (r) => (r.boleto.statusId === STATUS_BOLETO.emitido ? toast.success(r.mensagem) : toast.info(r.mensagem)) });

  const inserir = (corpo: CorpoBoleto) => {
    setASalvar((l) => [...l, { chave: proxima, corpo }]);
    setProxima((n) => n + 1);
  };
  const salvarBoletos = async () => {
    const atual = (await q.refetch()).data ?? pedido;
    if (!atual) return;
    const v = validarASalvar(aSalvar, atual, dataEmSaoPaulo(new Date()));
    if ('erro' in v) {
      if (v.aviso) toast.warn(v.erro);
      else toast.error(v.erro);
      return;
    }
    const chaves = aSalvar.map((a) => a.chave);
    salvar.mutate(
      { corpos: v.corpos, enviado: (i) => setASalvar((l) => l.filter((a) => a.chave !== chaves[i])) },
      {
        onSuccess: (r) =>
          r.every((x) => x.boleto.statusId === STATUS_BOLETO.emitido) ? toast.success(bmsg.boletosSalvos(r.length)) : toast.info(bmsg.boletosSalvos(r.length)),
      },
    );
  };

  const acoes = (b: LinhaBoleto) => {
    const a = pedido ? acoesDoBoletoDoPedido(b, pedido, actor, podeInserir) : { emitir: false, excluir: false };
    return (
      <div className="vl-actions">
        <AcaoGerarPdf id={b.id} gerando={pdfDoBoleto.gerando} onClick={() => gerarPdf(b)} />
        {a.emitir && <AcaoLinha icone="pi pi-send" rotulo={`Emitir boleto ${b.id}`} dica="Emitir" onClick={() => emitirBoleto(b)} />}
        {a.excluir && <AcaoLinha icone="pi pi-trash" perigo rotulo={`Excluir boleto ${b.id}`} dica="Excluir" onClick={() => excluir(b)} />}
      </div>
    );
  };

  return (
    <Secao id="sec-boletos" titulo="Boletos">
      <Message severity="warn" text={bmsg.emissaoDeTeste} className="boletos-aviso" />
      {q.isError && (
        <p className="form-error" role="alert">
          {q.error instanceof ApiError ? (q.error.errors[0] ?? msg.erroInterno) : msg.erroInterno}
        </p>
      )}
      {pedido && podeInserir && <InsercaoBoleto pedido={pedido} aSalvar={aSalvar} hoje={hoje} onInserir={inserir} />}
      {podeInserir && (
        <BoletosASalvar
          linhas={aSalvar}
          ativos={pedido ? boletosAtivos(pedido.boletos).length : 0}
          salvando={salvar.isPending}
          onRemover={(chave) => setASalvar((l) => l.filter((a) => a.chave !== chave))}
          onSalvar={() => void salvarBoletos()}
        />
      )}
      <DataTable
        value={pedido?.boletos ?? []}
        size="small"
        stripedRows
        loading={q.isLoading}
        emptyMessage={msg.nenhumRegistro}
        aria-label="Boletos do pedido"
        dataKey="id"
        rowClassName={(b: LinhaBoleto) => (b.statusId === STATUS_BOLETO.cancelado ? 'boleto-cancelado' : '')}
        {...pilhaNoCelular(celular)}
      >
        <Column header="Nº da Parcela" body={(b: LinhaBoleto) => `${b.numeroParcela} de ${b.quantidadeVezes}`} />
        <Column header="Tipo de Pagamento" field="tipoPagamento" />
        <Column header="Valor do Boleto" body={(b: LinhaBoleto) => formatBRL(b.valorBoleto)} />
        <Column header="Data Emissão" field="dataEmissao" />
        <Column header="Data Vencimento" field="dataVencimento" />
        <Column
          header="Status"
          body={(b: LinhaBoleto) => (
            <span className={`boleto-status boleto-status-${b.statusId}`} title={b.statusId === STATUS_BOLETO.naoEmitido ? bmsg.aguardandoBanco : undefined}>
              {b.status}
            </span>
          )}
        />
        <Column header="Pago em" body={(b: LinhaBoleto) => b.dataPagamento ?? '---'} />
        <Column header="Ações" body={acoes} />
      </DataTable>
      <BoletoPdfDialog pdf={pdf} onClose={() => setPdf(null)} />
      <ConfirmarDialog
        titulo="Excluir boleto"
        pergunta={bmsg.confirmarCancelamento}
        aberto={exclusao !== null}
        ocupado={cancelar.isPending}
        onNao={() => setExclusao(null)}
        onSim={() => {
          if (!exclusao) return;
          cancelar.mutate(exclusao.boleto.id, { onSuccess: () => toast.success(bmsg.boletoCancelado), onSettled: () => setExclusao(null) });
        }}
      />
    </Secao>
  );
}

/** The rows Inserir added and Salvar has not sent yet: each removable; Salvar sends them all. */
function BoletosASalvar(p: { linhas: BoletoASalvar[]; ativos: number; salvando: boolean; onRemover: (chave: number) => void; onSalvar: () => void }) {
  const parcela = (a: BoletoASalvar) => `${p.ativos + p.linhas.indexOf(a) + 1} de ${a.corpo.quantidadeVezes}`;
  return (
    <div className="boletos-a-salvar">
      {p.linhas.length > 0 && (
        <>
          <p className="muted" role="status">
            {bmsg.boletosASalvar(p.linhas.length)}
          </p>
          <DataTable value={p.linhas} size="small" stripedRows aria-label="Boletos a salvar" dataKey="chave">
            <Column header="Nº da Parcela" body={parcela} />
            <Column header="Tipo de Pagamento" body={(a: BoletoASalvar) => a.corpo.tipoPagamento} />
            <Column header="Valor do Boleto" body={(a: BoletoASalvar) => formatBRL(a.corpo.valorBoleto)} />
            <Column header="Data Emissão" body={(a: BoletoASalvar) => dataBR(a.corpo.dataEmissao)} />
            <Column header="Data Vencimento" body={(a: BoletoASalvar) => dataBR(a.corpo.dataPagamento)} />
            <Column header="Status" body={() => bmsg.statusASalvar} />
            <Column
              header="Ações"
              body={(a: BoletoASalvar) => (
                <AcaoLinha icone="pi pi-times" perigo rotulo={`Remover boleto ${parcela(a)}`} dica="Remover" onClick={() => p.onRemover(a.chave)} />
              )}
            />
          </DataTable>
        </>
      )}
      <div className="boleto-insercao-acoes">
        <Button label="Salvar" aria-label="Salvar boletos" icon="pi pi-save" loading={p.salvando} disabled={p.linhas.length === 0} onClick={p.onSalvar} />
      </div>
    </div>
  );
}
