import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TabPanel, TabView } from 'primereact/tabview';
import { TITULOS_ESTOQUE, quadrosEstoque, type LocalEstoque } from '@portal/contracts/bi/estoque';
import { FiltroBi, FiltroDealer, PaginaBi } from '../../../shared/bi/pagina-bi.tsx';
import { useFiltrosUrl } from '../../../shared/bi/use-filtros-url.ts';
import { useBiEstoque } from '../hooks/use-bi-estoque.ts';

const CHAVES = ['marcaId', 'modeloId', 'concessionariaId'] as const;
const ABAS: { local: LocalEstoque; rota: string }[] = [
  { local: 'jlr', rota: 'AnaliseEstoqueJlr' },
  { local: 'dealer', rota: 'AnaliseEstoqueDealer' },
];

/** One tab: the stock by age band, by brand, model and dealer, each with its table and export. */
function Estoque({ rota }: { rota: string }) {
  const { filtros, definir } = useFiltrosUrl(CHAVES);
  const q = useBiEstoque(rota, filtros);
  const quadros = useMemo(() => (q.data ? quadrosEstoque(q.data) : []), [q.data]);
  const op = q.data?.opcoes;
  return (
    <PaginaBi
      titulo="Aged Stock"
      atualizar={rota}
      refetch={() => q.refetch()}
      carregando={q.isPending}
      nota={q.data && `Idade em dias até ${q.data.hoje.split('-').reverse().join('/')}.`}
      quadros={quadros}
      exportar={{ path: `bi/${rota}/exportar`, query: filtros }}
      filtros={
        <>
          <FiltroBi id={`${rota}-marca`} rotulo="Marca" valor={filtros.marcaId} opcoes={op?.marcas ?? []} mudar={(v) => definir({ marcaId: v })} />
          <FiltroBi id={`${rota}-modelo`} rotulo="Modelo" valor={filtros.modeloId} opcoes={op?.modelos ?? []} mudar={(v) => definir({ modeloId: v })} />
          <FiltroDealer prefixo={rota} valor={filtros.concessionariaId} dealers={op?.dealers} mudar={(v) => definir({ concessionariaId: v })} />
        </>
      }
    />
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
