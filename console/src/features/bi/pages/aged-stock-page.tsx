import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TabPanel, TabView } from 'primereact/tabview';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { msg } from '@portal/contracts/messages';
import { TITULOS_ESTOQUE, quadrosEstoque, type DadosBiEstoque, type LocalEstoque } from '@portal/contracts/bi/estoque';
import { call } from '../../../shared/api-client.ts';
import { FiltroBi, PaginaBi } from '../../../shared/bi/pagina-bi.tsx';
import { QuadroBi } from '../../../shared/bi/quadro-bi.tsx';
import { useFiltrosUrl } from '../../../shared/bi/use-filtros-url.ts';

const CHAVES = ['marcaId', 'modeloId', 'concessionariaId'] as const;
const ABAS: { local: LocalEstoque; rota: string }[] = [
  { local: 'jlr', rota: 'AnaliseEstoqueJlr' },
  { local: 'dealer', rota: 'AnaliseEstoqueDealer' },
];

/** One tab: the stock by age band, by brand, model and dealer, each with its table and export. */
function Estoque({ rota }: { rota: string }) {
  const { filtros, definir } = useFiltrosUrl(CHAVES);
  const q = useQuery({
    queryKey: ['bi', rota, filtros],
    queryFn: () => call<DadosBiEstoque>('GET', `bi/${rota}`, { query: filtros }),
    placeholderData: keepPreviousData,
  });
  const quadros = useMemo(() => (q.data ? quadrosEstoque(q.data) : []), [q.data]);
  const op = q.data?.opcoes;
  return (
    <PaginaBi
      titulo="Aged Stock"
      atualizar={rota}
      refetch={() => q.refetch()}
      filtros={
        <>
          <FiltroBi id={`${rota}-marca`} rotulo="Marca" valor={filtros.marcaId} opcoes={op?.marcas ?? []} mudar={(v) => definir({ marcaId: v })} />
          <FiltroBi id={`${rota}-modelo`} rotulo="Modelo" valor={filtros.modeloId} opcoes={op?.modelos ?? []} mudar={(v) => definir({ modeloId: v })} />
          {(op?.dealers.length ?? 0) > 1 && (
            <FiltroBi
              id={`${rota}-dealer`}
              rotulo="Concessionária"
              valor={filtros.concessionariaId}
              opcoes={op?.dealers ?? []}
              mudar={(v) => definir({ concessionariaId: v })}
            />
          )}
        </>
      }
    >
      {q.isPending ? (
        <p className="loading">{msg.carregando}</p>
      ) : (
        <div className="bi-quadros">
          {q.data && <p className="bi-nota">Idade em dias até {q.data.hoje.split('-').reverse().join('/')}.</p>}
          {quadros.map((x) => (
            <QuadroBi key={x.id} q={x} exportar={{ path: `bi/${rota}/exportar`, query: filtros }} />
          ))}
        </div>
      )}
    </PaginaBi>
  );
}

/** Aged Stock (/agedstock): tabs 'Estoque JLR' and 'Estoque Dealer' (002 §2.12), the tab and the filters in the URL. */
export default function AgedStockPage() {
  const [params, setParams] = useSearchParams();
  const indice = params.get('aba') === 'dealer' ? 1 : 0;
  return (
    <TabView
      activeIndex={indice}
      renderActiveOnly
      onTabChange={(e) => {
        const p = new URLSearchParams(params);
        p.set('aba', ABAS[e.index]!.local);
        setParams(p, { replace: true });
      }}
    >
      {ABAS.map((a) => (
        <TabPanel key={a.local} header={TITULOS_ESTOQUE[a.local]}>
          <Estoque rota={a.rota} />
        </TabPanel>
      ))}
    </TabView>
  );
}
