import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { isDealerUser } from '@portal/contracts/access/roles';
import { useActor } from '../../../shared/actor.ts';
import { DataList, type ColunaLista } from '../../../shared/data-list.tsx';
import { FilteredList, consultaDe } from '../../../shared/filtered-list.tsx';
import { AcaoLinha } from '../../../shared/list-controls.tsx';
import { dataBR, formatBRL } from '../../../shared/lines.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useFiltros } from '../../../shared/use-filtros.ts';
import { podeCadastrarPedido } from '../hooks/pode-cadastrar.ts';
import { usePedidosListar, useExportarPedidos } from '../hooks/use-pedidos.ts';
import type { LinhaPedido } from '@portal/contracts/direct-sales/schemas';
import { FILTROS_PEDIDOS_VAZIOS, corpoListarPedidos, erroSelecao, pedidoSelecionavel, podeExportar } from '../filtros-pedidos.ts';
import { PedidosFilters } from './pedidos-filters.tsx';
import { PrazoCelula } from '../../../shared/prazo.tsx';

const COLUNAS: ColunaLista<LinhaPedido>[] = [
  { titulo: 'Pedido VD', valor: (r) => r.numeroPedidoVD, campo: 'numeroPedidoVD' },
  { titulo: 'Nº do pedido', valor: (r) => r.numeroDoPedido, campo: 'numeroDoPedido' },
  { titulo: 'Chassi', valor: (r) => r.chassi, campo: 'chassi' },
  { titulo: 'Etapa', valor: (r) => <span className={`pedido-etapa pedido-etapa-${r.steps.id}`}>{r.steps.nomeAmigavel}</span>, campo: 'etapa' },
  { titulo: 'Status', valor: (r) => r.status, campo: 'status' },
  // the approval step's deadline (conf16), late ones tagged
  { titulo: 'Prazo', valor: (r) => <PrazoCelula prazo={r.prazo ?? null} />, campo: 'prazo' },
  { titulo: 'Cliente', valor: (r) => r.nome, campo: 'nome' },
  { titulo: 'Dealer', valor: (r) => `${r.codigoDealer} - ${r.dealerDeVenda}`, campo: 'codigoDealer' },
  { titulo: 'Modelo', valor: (r) => r.modelo, campo: 'modelo' },
  { titulo: 'Tipo de venda', valor: (r) => r.tipoVenda, campo: 'tipoVenda' },
  { titulo: 'Data de cadastro', valor: (r) => dataBR(r.dataCadastro), campo: 'dataCadastro' },
  { titulo: 'Valor comissão', valor: (r) => (r.valorComissao === null ? null : formatBRL(r.valorComissao)), campo: 'valorComissao' },
];

/**
 * The Pedido tab (spec §2.2): filters, Novo Pedido, Exportar and Exportar Cadastro (Administrador, Financeiro, Venda Direta),
 * the boleto/commission selection, cards by default or a table, Carregar mais, and each row's details (→ /newrequest?id=).
 */
export function PedidosTab() {
  const navigate = useNavigate();
  const actor = useActor();
  const filtros = useFiltros(FILTROS_PEDIDOS_VAZIOS, undefined, { lista: 'directselling.pedidos' });
  const corpo = corpoListarPedidos(filtros.aplicados);
  const q = usePedidosListar({ ...corpo, page: filtros.page, per_page: filtros.perPage, ...filtros.ordem });
  const { exportando, exportar } = useExportarPedidos();
  const [selecao, setSelecao] = useState<LinhaPedido[]>([]);
  const exporta = podeExportar(actor?.role);
  const acaoBoletos = () => {
    const erro = erroSelecao(selecao);
    if (erro) return toast.warn(erro);
    navigate(`/boletos?pedido=${encodeURIComponent(selecao.map((r) => r.numeroPedidoVD).join(','))}`);
  };
  return (
    <FilteredList
      filtros={filtros}
      consulta={consultaDe(q)}
      barraFiltros={(p) => <PedidosFilters {...p} porDealer={actor !== null && !isDealerUser(actor)} />}
      aoFiltrar={() => setSelecao([])}
      acoes={{
        toolbar: true,
        texto: selecao.length ? `${selecao.length} pedido(s) selecionado(s)` : '',
        botoes: (
          <>
            {podeCadastrarPedido() && <Button label="Novo Pedido" icon="pi pi-plus" onClick={() => navigate('/newrequest')} />}
            <Button label="Boletos de comissão" icon="pi pi-money-bill" outlined onClick={acaoBoletos} />
            {exporta && (
              <>
                <Button label="Exportar" icon="pi pi-file-excel" outlined loading={exportando === 'pedidos'} onClick={() => exportar('pedidos', corpo)} />
                <Button
                  label="Exportar Cadastro"
                  icon="pi pi-file-excel"
                  outlined
                  loading={exportando === 'cadastro'}
                  onClick={() => exportar('cadastro', corpo)}
                />
              </>
            )}
          </>
        ),
      }}
      visoes
      visaoInicial="cartoes"
      ordenavel
      lista={(p) => (
        <DataList
          {...p}
          chave={(r) => r.id}
          colunas={COLUNAS}
          selecao={selecao}
          onSelecao={setSelecao}
          selecionavel={pedidoSelecionavel}
          acoes={(r) => (
            <AcaoLinha
              icone="pi pi-search"
              rotulo={`Detalhes do pedido ${r.numeroPedidoVD}`}
              dica="Detalhes"
              onClick={() => navigate(`/newrequest?id=${r.id}`)}
            />
          )}
          rotulo="Pedidos"
          nomeDe={(r) => `pedido ${r.numeroPedidoVD}`}
          testId="pedido-card"
        />
      )}
    />
  );
}
