import { useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { bmsg } from '@portal/contracts/boletos/messages';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { useActor } from '../../../shared/actor.ts';
import { ApiError } from '../../../shared/api-client.ts';
import { AcaoGerarPdf, usePdfDoBoleto } from '../../../shared/boleto-pdf.tsx';
import { salvarArquivo } from '../../../shared/download.ts';
import { DataList, type ColunaLista } from '../../../shared/data-list.tsx';
import { FilteredList, consultaDe } from '../../../shared/filtered-list.tsx';
import { formatBRL } from '../../../shared/lines.ts';
import { AcaoLinha } from '../../../shared/list-controls.tsx';
import { useScreenPermission } from '../../../shared/permission.ts';
import { PrazoCelula } from '../../../shared/prazo.tsx';
import { toast } from '../../../shared/toasts.tsx';
import { useFiltros } from '../../../shared/use-filtros.ts';
import { BoletosFilters } from '../components/boletos-filters.tsx';
import { ConfirmarDialog } from '../../../shared/modal.tsx';
import type { LinhaBoleto } from '@portal/contracts/boletos/schemas';
import { LogBoletoDialog } from '../components/log-boleto-dialog.tsx';
import { useExportarBoletos } from '../hooks/use-exportar-boletos.ts';
import { useBoletos, useCancelarBoleto, useInformarPagamento, useReemitirBoleto } from '../hooks/use-boletos.ts';
import {
  FILTROS_BOLETOS_VAZIOS,
  acoesDaLinha,
  boletoDoLog,
  corpoBoletos,
  dataPagamentoTexto,
  emTransicao,
  falhaDaAcao,
  porPaginaDosBoletos,
  veGradeDeAcoes,
} from '../model.ts';

/** The columns of spec §2.4 (`campo`: the server's sort key). */
const COLUNAS: ColunaLista<LinhaBoleto>[] = [
  { titulo: 'Pedido', valor: (r) => r.pedido, campo: 'pedido' },
  { titulo: 'Status', valor: (r) => <span className={`boleto-status boleto-status-${r.statusId}`}>{r.status}</span>, campo: 'status' },
  { titulo: 'Data Emissão', valor: (r) => r.dataEmissao, campo: 'dataEmissao' },
  { titulo: 'Valor Total (BRL)', valor: (r) => formatBRL(r.valorTotal), campo: 'valorTotal' },
  { titulo: 'Tipo de Pagamento', valor: (r) => r.tipoPagamento, campo: 'tipoPagamento' },
  { titulo: 'Valor Parcial', valor: (r) => (r.valorParcial === null ? '-' : formatBRL(r.valorParcial)), campo: 'valorParcial' },
  { titulo: 'Data Vencimento do Boleto', valor: (r) => r.dataVencimento, campo: 'dataVencimento' },
  { titulo: 'Prazo', valor: (r) => <PrazoCelula prazo={r.prazo ?? null} />, campo: 'prazo' },
  { titulo: 'Nº da Parcela', valor: (r) => (r.quantidadeVezes > 1 ? `${r.numeroParcela} de ${r.quantidadeVezes}` : r.numeroParcela), campo: 'numeroParcela' },
  { titulo: 'Data Pagamento', valor: (r) => dataPagamentoTexto(r.dataPagamento), campo: 'dataPagamento' },
];

type Confirmacao = { tipo: 'cancelar' | 'reemitir'; boleto: LinhaBoleto };

/**
 * /boletos (spec §2.4, §4.4, §5.2, §7.2, §8.2): filters Pedido and Status, Buscar, Limpar, Exportar Pedidos; the importer's staff
 * get the table/card switch and the action grid (Cancelar, Reemitir, Gerar Pdf, and the sandbox bank's Informar pagamento),
 * dealers the cards. Log do pedido on every row and for the one selected boleto.
 */
export default function BoletosPage() {
  const actor = useActor();
  const { editavel } = useScreenPermission();
  const grade = veGradeDeAcoes(actor);
  const filtros = useFiltros(FILTROS_BOLETOS_VAZIOS, porPaginaDosBoletos(grade), { lista: 'boletos' });
  const corpo = corpoBoletos(filtros.aplicados);
  const pagos = useRef(new Set<number>());
  const q = useBoletos({ ...corpo, page: filtros.page, per_page: filtros.perPage, ...filtros.ordem }, (rows) => emTransicao(rows, pagos.current));
  const { exportando, exportar } = useExportarBoletos();
  const [selecao, setSelecao] = useState<LinhaBoleto[]>([]);
  const [logId, setLogId] = useState<number | null>(null);
  const [confirmacao, setConfirmacao] = useState<Confirmacao | null>(null);
  const cancelar = useCancelarBoleto();
  const reemitir = useReemitirBoleto();
  const pagar = useInformarPagamento();
  const hoje = dataEmSaoPaulo(new Date());

  const { gerando, gerar: gerarPdf } = usePdfDoBoleto(salvarArquivo, (e) =>
    e instanceof ApiError ? falhaDaAcao(e.status, e.errors, bmsg.erroGerarPdf) : bmsg.erroGerarPdf,
  );

  const confirmar = () => {
    if (!confirmacao) return;
    const { tipo, boleto } = confirmacao;
    const fim = () => setConfirmacao(null);
    if (tipo === 'cancelar')
      cancelar.mutate(boleto.id, {
        onSuccess: () => toast.success(bmsg.boletoCancelado),
        onError: (e) => toast.error(e instanceof ApiError ? falhaDaAcao(e.status, e.errors, bmsg.erroCancelar) : bmsg.erroCancelar),
        onSettled: fim,
      });
    else
      reemitir.mutate(boleto.id, {
        onSuccess: () => toast.success(bmsg.boletoReemitido),
        // spec §8.2: the server's first error, or the spec's text
        onError: (e) => toast.error(e instanceof ApiError && e.status !== 0 && e.errors[0] ? e.errors[0] : bmsg.erroReemitir),
        onSettled: fim,
      });
  };

  const informarPagamento = (r: LinhaBoleto) => {
    // watched from now on: the list is read again until the workflow reconciles the payment (Pago)
    pagos.current.add(r.id);
    pagar.mutate(r.id, {
      onSuccess: (m) => toast.success(m),
      onError: () => pagos.current.delete(r.id),
    });
  };

  const acoesDe = (r: LinhaBoleto) => {
    const a = acoesDaLinha(r, actor, hoje, editavel);
    return (
      <>
        <AcaoLinha icone="pi pi-history" rotulo={`Log do pedido ${r.pedido}, boleto ${r.id}`} dica="Log do pedido" onClick={() => setLogId(r.id)} />
        {a.gerarPdf && <AcaoGerarPdf id={r.id} gerando={gerando} onClick={() => gerarPdf(r.id)} />}
        {a.reemitir && (
          <AcaoLinha icone="pi pi-refresh" rotulo={`Reemitir boleto ${r.id}`} dica="Reemitir" onClick={() => setConfirmacao({ tipo: 'reemitir', boleto: r })} />
        )}
        {a.informarPagamento && (
          <AcaoLinha
            icone="pi pi-wallet"
            rotulo={`${bmsg.informarPagamento}: boleto ${r.id}`}
            dica={bmsg.informarPagamento}
            onClick={() => informarPagamento(r)}
          />
        )}
        {a.cancelar && (
          <AcaoLinha
            icone="pi pi-times"
            perigo
            rotulo={`Cancelar boleto ${r.id}`}
            dica="Cancelar"
            onClick={() => setConfirmacao({ tipo: 'cancelar', boleto: r })}
          />
        )}
      </>
    );
  };

  const abrirLogDaSelecao = () => {
    const r = boletoDoLog(selecao);
    if ('erro' in r) toast.warn(r.erro);
    else setLogId(r.id);
  };

  return (
    <section className="vehicles-page boletos-page" aria-label="Boletos">
      <Message severity="warn" text={bmsg.emissaoDeTeste} className="boletos-aviso" />
      <FilteredList
        filtros={filtros}
        consulta={consultaDe(q)}
        barraFiltros={(p) => <BoletosFilters {...p} />}
        aoFiltrar={() => setSelecao([])}
        onExportar={() => exportar(corpo)}
        exportando={exportando}
        acoes={{
          botoes: (
            <>
              <Button type="button" label="Log do pedido" icon="pi pi-history" outlined onClick={abrirLogDaSelecao} />
              {selecao.length > 0 && <span className="muted">{selecao.length === 1 ? '1 boleto selecionado' : `${selecao.length} boletos selecionados`}</span>}
            </>
          ),
          toolbar: true,
        }}
        visoes={grade}
        ordenavel
        visaoInicial={grade ? 'tabela' : 'cartoes'}
        lista={(p) => (
          <DataList
            {...p}
            visualizacao={grade ? p.visualizacao : 'cartoes'}
            chave={(r) => r.id}
            colunas={COLUNAS}
            selecao={selecao}
            onSelecao={setSelecao}
            acoes={acoesDe}
            rotulo="Lista de boletos"
            nomeDe={(r) => `boleto ${r.id} do pedido ${r.pedido}`}
            testId="boleto-card"
          />
        )}
      >
        <LogBoletoDialog boletoId={logId} onClose={() => setLogId(null)} />
        <ConfirmarDialog
          titulo={confirmacao?.tipo === 'reemitir' ? 'Reemitir boleto' : 'Cancelar boleto'}
          pergunta={confirmacao?.tipo === 'reemitir' ? bmsg.confirmarReemissao : bmsg.confirmarCancelamento}
          aberto={confirmacao !== null}
          ocupado={cancelar.isPending || reemitir.isPending}
          onSim={confirmar}
          onNao={() => setConfirmacao(null)}
        />
      </FilteredList>
    </section>
  );
}
