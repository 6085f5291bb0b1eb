import { useState } from 'react';
import { Button } from 'primereact/button';
import { STATUS_NOME, STATUS_PADRAO_VISAO_GERAL, type StatusVeiculo } from '@portal/contracts/vehicles/status';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { toast } from '../../../shared/toasts.tsx';
import { useScreenPermission } from '../../../shared/permission.ts';
import { useFlags, useTiposVenda } from '../../../shared/lookups.ts';
import { ehAdmin, todosPodem, useActor, type VeiculoRow } from '../model.ts';
import { useLista } from '../hooks/use-lista.ts';
import { useExportar } from '../hooks/use-exportar.ts';
import { useCancelarPedidos } from '../hooks/use-cancelar.ts';
import { MultiSelectFiltro } from '../../../shared/filter-fields.tsx';
import { DropdownFiltro } from '../../../shared/campos-filtro.tsx';
import { FilteredList } from '../../../shared/filtered-list.tsx';
import { FILTROS_VAZIOS, VeiculoFilters, type Filtros, opcoesDaBarraVeiculo } from '../components/veiculo-filters.tsx';
import { DO_VEICULO, VeiculoList, colunas, selecaoSe } from '../components/veiculo-list.tsx';
import { ConfirmarVeiculosDialog } from '../components/confirmar-veiculos-dialog.tsx';
import { AVISO_VENDA_DIRETA } from '../components/liberacao-bloqueio-tab.tsx';
import { erroDoPeriodo } from '../periodo.ts';

const CAMPOS = ['dealer', 'grupo', 'modelo', 'periodo', 'marcas'] as const;
/** 0-14 and the pipeline three; Pocket only for administrators. */
const TODOS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 120, 121, 122] as const;
const INICIAIS: Filtros = { ...FILTROS_VAZIOS, status: [...STATUS_PADRAO_VISAO_GERAL] };
const MONITORAMENTO = [
  { id: 1, nome: 'Em monitoramento' },
  { id: 0, nome: 'Sem monitoramento' },
];

const COLUNAS = colunas(
  ...DO_VEICULO.filter((c) => c !== 'corExterna'),
  'dealerAtual',
  'statusDescricao',
  'tipoVendaFaturamento',
  'dataDisponibilidadeFormatada',
  'diasEmEstoque',
  'statusMonitoramentoDescricao',
  'flag',
);

/** /reports: Visão Geral of the vehicles. */
export default function VisaoGeralPage() {
  const actor = useActor();
  const admin = ehAdmin(actor);
  const { editavel } = useScreenPermission();
  const tipos = useTiposVenda();
  const flags = useFlags();
  const extra = (f: Filtros) => ({
    ...(f.status.length ? { status: f.status } : {}),
    ...(f.tipoVendaFaturamento ? { tipoVendaFaturamento: f.tipoVendaFaturamento } : {}),
    ...(f.statusMonitoramento !== null ? { statusMonitoramento: f.statusMonitoramento } : {}),
    ...(f.flagRangeTipo ? { flagRangeTipo: f.flagRangeTipo } : {}),
  });
  const lista = useLista('relatorios/visao/geral/listar', INICIAIS, CAMPOS, extra, { lista: 'reports.visao-geral' });
  const { exportando, exportar } = useExportar();
  const [selecao, setSelecao] = useState<VeiculoRow[]>([]);
  const [cancelando, setCancelando] = useState(false);
  const [erroPeriodo, setErroPeriodo] = useState<string | null>(null);
  const cancelar = useCancelarPedidos();
  const f = lista.filtros.rascunho;
  const set = <K extends keyof Filtros>(k: K, v: Filtros[K]) => lista.filtros.setRascunho({ ...f, [k]: v });
  const statusOpcoes = TODOS.filter((s) => admin || s !== 120).map((s) => ({ id: s, nome: STATUS_NOME[s as StatusVeiculo] }));

  const buscar = () => {
    const e = erroDoPeriodo(f);
    setErroPeriodo(e);
    if (e) {
      toast.warn(e);
      return;
    }
    lista.filtros.buscar();
  };
  const confirmarCancelamento = () =>
    cancelar.mutate(
      { ids: selecao.map((v) => v.id) },
      {
        onSuccess: (rs) => {
          const erros = rs.filter((r) => r.status === 0);
          if (erros.length) toast.error(`${vmsg.erroCancelamento}: ${[...new Set(erros.map((e) => e.descricao))].join(' ')}`);
          if (erros.length < rs.length) toast.success(vmsg.canceladaSucesso);
          setCancelando(false);
          setSelecao([]);
        },
        onError: () => {
          setCancelando(false);
        },
      },
    );

  const mudar =
    <K extends keyof Filtros>(k: K) =>
    (v: Filtros[K]) =>
      set(k, v);
  const extras = (
    <>
      <MultiSelectFiltro rotulo="Status" valor={f.status} opcoes={statusOpcoes} maximo={1} onChange={mudar('status')} />
      <DropdownFiltro rotulo="Tipo de venda" valor={f.tipoVendaFaturamento} opcoes={tipos.data} onChange={mudar('tipoVendaFaturamento')} />
      <DropdownFiltro rotulo="Status de monitoramento" valor={f.statusMonitoramento} opcoes={MONITORAMENTO} onChange={mudar('statusMonitoramento')} />
      <DropdownFiltro rotulo="Intervalo de uso" valor={f.flagRangeTipo} opcoes={flags.data} texto="descricao" chave="tipo" onChange={mudar('flagRangeTipo')} />
      {erroPeriodo && (
        <p className="form-error month-pair-error" role="alert">
          {erroPeriodo}
        </p>
      )}
    </>
  );

  return (
    <FilteredList
      elemento="section"
      className="vehicles-page list-tab"
      filtros={lista.filtros}
      opcoesDaBarra={opcoesDaBarraVeiculo(lista.filtros)}
      ordenavel
      consulta={lista.consulta}
      onBuscar={buscar}
      onLimpar={() => {
        setErroPeriodo(null);
        lista.filtros.limpar();
      }}
      exportando={exportando}
      onExportar={() => exportar('POST', 'relatorios/visao/geral', { body: lista.corpoFiltros, fallback: 'Visao Geral' })}
      barraFiltros={(p) => <VeiculoFilters {...p} campos={CAMPOS} extras={extras} />}
      acoes={{
        toolbar: true,
        texto: admin && selecao.length ? `${selecao.length} selecionado(s)` : '',
        botoes: admin && editavel && (
          <Button
            label="Cancelar"
            icon="pi pi-times"
            size="small"
            severity="danger"
            outlined
            disabled={!todosPodem(actor, selecao, 'PedidoCancelado')}
            onClick={() => setCancelando(true)}
          />
        ),
      }}
      visoes
      lista={(p) => <VeiculoList {...p} colunas={COLUNAS} {...selecaoSe(admin, selecao, setSelecao)} detalhes rotulo="Visão Geral" />}
    >
      <ConfirmarVeiculosDialog
        titulo="Cancelar veículos"
        veiculos={selecao}
        visivel={cancelando}
        confirmar="Cancelar veículos"
        onClose={() => setCancelando(false)}
        onConfirmar={confirmarCancelamento}
        desabilitado={cancelar.isPending}
        aviso={AVISO_VENDA_DIRETA}
      />
    </FilteredList>
  );
}
