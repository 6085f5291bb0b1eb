import { useMemo } from 'react';
import { BI_TITULOS, biMsg, quadrosOrderCall } from '@portal/contracts/order-call/bi';
import { FiltroBi, FiltroDealer, PaginaBi } from '../../../shared/bi/pagina-bi.tsx';
import { useFiltrosUrl } from '../../../shared/bi/use-filtros-url.ts';
import { useBiOrderCall } from '../hooks/use-bi-order-call.ts';

const CHAVES = ['orderCallId', 'cicloId', 'marcaId', 'concessionariaId'] as const;

/** BI Order Call (/biordercall): planned vs distributed per model type, per cycle and per dealer, each with its table and export. */
export default function BiOrderCallPage() {
  const { filtros, definir } = useFiltrosUrl(CHAVES);
  const q = useBiOrderCall(filtros);
  const quadros = useMemo(() => (q.data ? quadrosOrderCall(q.data) : []), [q.data]);
  const op = q.data?.opcoes;
  return (
    <PaginaBi
      titulo={BI_TITULOS.orderCall}
      atualizar="OrderCall"
      refetch={() => q.refetch()}
      carregando={q.isPending}
      vazio={q.data?.orderCallId === null ? biMsg.semOrderCall : null}
      quadros={quadros}
      exportar={{ path: 'bi/order-call/exportar', query: { ...filtros, orderCallId: filtros.orderCallId ?? q.data?.orderCallId } }}
      filtros={
        <>
          <FiltroBi
            id="bi-producao"
            rotulo="Produção"
            limpar={false}
            valor={filtros.orderCallId ?? q.data?.orderCallId ?? null}
            opcoes={op?.producoes ?? []}
            mudar={(v) => definir({ orderCallId: v, cicloId: null })}
          />
          <FiltroBi id="bi-ciclo" rotulo="Ciclo" valor={filtros.cicloId} opcoes={op?.ciclos ?? []} mudar={(v) => definir({ cicloId: v })} />
          <FiltroBi id="bi-marca" rotulo="Marca" valor={filtros.marcaId} opcoes={op?.marcas ?? []} mudar={(v) => definir({ marcaId: v })} />
          <FiltroDealer prefixo="bi" valor={filtros.concessionariaId} dealers={op?.dealers} mudar={(v) => definir({ concessionariaId: v })} />
        </>
      }
    />
  );
}
