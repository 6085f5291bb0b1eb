import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { msg } from '@portal/contracts/messages';
import { BI_TITULOS, biMsg, quadrosOrderCall, type DadosBiOrderCall } from '@portal/contracts/order-call/bi';
import { call } from '../../../shared/api-client.ts';
import { FiltroBi, PaginaBi } from '../../../shared/bi/pagina-bi.tsx';
import { QuadroBi } from '../../../shared/bi/quadro-bi.tsx';
import { useFiltrosUrl } from '../../../shared/bi/use-filtros-url.ts';

const CHAVES = ['orderCallId', 'cicloId', 'marcaId', 'concessionariaId'] as const;

/** BI Order Call (/biordercall): planned vs distributed per model type, per cycle and per dealer, each with its table and export. */
export default function BiOrderCallPage() {
  const { filtros, definir } = useFiltrosUrl(CHAVES);
  const q = useQuery({
    queryKey: ['bi', 'order-call', filtros],
    queryFn: () => call<DadosBiOrderCall>('GET', 'bi/order-call', { query: filtros }),
    placeholderData: keepPreviousData,
  });
  const quadros = useMemo(() => (q.data ? quadrosOrderCall(q.data) : []), [q.data]);
  const op = q.data?.opcoes;
  return (
    <PaginaBi
      titulo={BI_TITULOS.orderCall}
      atualizar="OrderCall"
      refetch={() => q.refetch()}
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
          {(op?.dealers.length ?? 0) > 1 && (
            <FiltroBi
              id="bi-dealer"
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
      ) : q.data?.orderCallId === null ? (
        <div className="empty">{biMsg.semOrderCall}</div>
      ) : (
        <div className="bi-quadros">
          {quadros.map((x) => (
            <QuadroBi
              key={x.id}
              q={x}
              exportar={{ path: 'bi/order-call/exportar', query: { ...filtros, orderCallId: filtros.orderCallId ?? q.data?.orderCallId } }}
            />
          ))}
        </div>
      )}
    </PaginaBi>
  );
}
