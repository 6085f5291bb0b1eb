import { Button } from 'primereact/button';
import { useNavigate } from 'react-router';
import { DataList, type ColunaLista } from '../../../shared/data-list.tsx';
import { FilterBar, LinhasFiltro } from '../../../shared/filter-fields.tsx';
import { DropdownFiltro } from '../../../shared/campos-filtro.tsx';
import { FilteredList, consultaDe } from '../../../shared/filtered-list.tsx';
import { AcaoLinha } from '../../../shared/list-controls.tsx';
import { dataBR, formatBRL, linhas } from '../../../shared/lines.ts';
import { useFiltros } from '../../../shared/use-filtros.ts';
import { usePedidosParcelas } from '../hooks/use-pedidos.ts';
import type { LinhaBoleto } from '@portal/contracts/boletos/schemas';

/** Boleto statuses (spec §4.4; 4 is Cancelado). */
const STATUS_BOLETO = [
  { id: 1, nome: 'Não Emitido' },
  { id: 2, nome: 'Emitido' },
  { id: 3, nome: 'Pago' },
  { id: 4, nome: 'Cancelado' },
  { id: 5, nome: 'Vencido' },
];

interface FiltrosParcelas {
  pedido: string;
  statusId: number | null;
}
const VAZIOS: FiltrosParcelas = { pedido: '', statusId: null };

const COLUNAS: ColunaLista<LinhaBoleto>[] = [
  { titulo: 'Pedido', valor: (r) => r.pedido, campo: 'pedido' },
  { titulo: 'Status', valor: (r) => r.status, campo: 'status' },
  { titulo: 'Data do boleto', valor: (r) => dataBR(r.dataEmissao), campo: 'dataEmissao' },
  { titulo: 'Valor total', valor: (r) => formatBRL(r.valorTotal), campo: 'valorTotal' },
  { titulo: 'Parcial ou total', valor: (r) => r.tipoPagamento, campo: 'tipoPagamento' },
  { titulo: 'Valor da parcela', valor: (r) => formatBRL(r.valorParcial), campo: 'valorParcial' },
  { titulo: 'Nº da parcela', valor: (r) => r.numeroParcela, campo: 'numeroParcela' },
  { titulo: 'Vencimento', valor: (r) => dataBR(r.dataVencimento), campo: 'dataVencimento' },
  { titulo: 'Pagamento', valor: (r) => (r.dataPagamento ? dataBR(r.dataPagamento) : '---'), campo: 'dataPagamento' },
  { titulo: 'Valor comissão', valor: (r) => (r.valorComissao === null ? null : formatBRL(r.valorComissao)), campo: 'valorComissao' },
];

/**
 * The boleto-installments tab (spec §2.2): POST pedidos/boletos with { page, per_page, pedido, statusId }; an empty answer
 * shows 'Nenhum registro encontrado', a failed one its error.
 */
export function ParcelasTab() {
  const navigate = useNavigate();
  const filtros = useFiltros(VAZIOS, undefined, { lista: 'directselling.parcelas' });
  const pedidos = linhas(filtros.aplicados.pedido);
  const q = usePedidosParcelas({
    page: filtros.page,
    per_page: filtros.perPage,
    ...filtros.ordem,
    ...(pedidos.length ? { pedido: pedidos } : {}),
    ...(filtros.aplicados.statusId ? { statusId: filtros.aplicados.statusId } : {}),
  });
  // a failed call is said as such (the list's alert and the server's messages as toasts), never as an empty list
  const consulta = consultaDe(q);
  return (
    <FilteredList
      filtros={filtros}
      consulta={consulta}
      barraFiltros={({ valor: f, onChange, ...barra }) => (
        <FilterBar rotulo="Filtros de boletos" {...barra}>
          <LinhasFiltro rotulo="Pedido" valor={f.pedido} onChange={(pedido) => onChange({ ...f, pedido })} />
          <DropdownFiltro
            rotulo="Status"
            nome="Status do boleto"
            valor={f.statusId}
            opcoes={STATUS_BOLETO}
            placeholder="Selecione um Status"
            onChange={(statusId) => onChange({ ...f, statusId })}
          />
        </FilterBar>
      )}
      acoes={{ texto: '', botoes: <Button label="Boletos" icon="pi pi-external-link" text onClick={() => navigate('/boletos')} /> }}
      visoes
      visaoInicial="cartoes"
      ordenavel
      lista={(p) => (
        <DataList
          {...p}
          chave={(r) => r.id}
          colunas={COLUNAS}
          acoes={(r) => (
            <AcaoLinha icone="pi pi-search" rotulo={`Pedido do boleto ${r.id}`} dica="Ver pedido" onClick={() => navigate(`/newrequest?id=${r.pedidoId}`)} />
          )}
          rotulo="Boletos das parcelas"
          nomeDe={(r) => `boleto ${r.id}`}
          testId="parcela-card"
        />
      )}
    />
  );
}
