import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { msg } from '@portal/contracts/messages';
import { BI_TITULOS, quadrosPlanoAnual, type DadosBiPlanoAnual } from '@portal/contracts/order-call/bi';
import { call } from '../../../shared/api-client.ts';
import { FiltroBi, PaginaBi } from '../../../shared/bi/pagina-bi.tsx';
import { QuadroBi } from '../../../shared/bi/quadro-bi.tsx';
import { useFiltrosUrl } from '../../../shared/bi/use-filtros-url.ts';

const CHAVES = ['anoFiscal', 'marcaId', 'concessionariaId'] as const;

/** BI Plano Anual (/biplanoanual): the annual plan per dealer × model type with the fiscal year's retail beside it. */
export default function BiPlanoAnualPage() {
  const { filtros, definir } = useFiltrosUrl(CHAVES);
  const q = useQuery({
    queryKey: ['bi', 'plano-anual', filtros],
    queryFn: () => call<DadosBiPlanoAnual>('GET', 'bi/plano-anual', { query: filtros }),
    placeholderData: keepPreviousData,
  });
  const quadros = useMemo(() => (q.data ? quadrosPlanoAnual(q.data) : []), [q.data]);
  const op = q.data?.opcoes;
  return (
    <PaginaBi
      titulo={BI_TITULOS.planoAnual}
      atualizar="PlanoAnual"
      refetch={() => q.refetch()}
      filtros={
        <>
          <FiltroBi
            id="bi-ano"
            rotulo="Ano fiscal"
            limpar={false}
            valor={filtros.anoFiscal ?? q.data?.anoFiscal ?? null}
            opcoes={(q.data?.anos ?? []).map((a) => ({ id: a, nome: `${a} (abr/${a - 1} a mar/${a})` }))}
            mudar={(v) => definir({ anoFiscal: v })}
          />
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
      ) : (
        <div className="bi-quadros">
          {quadros.map((x) => (
            <QuadroBi
              key={x.id}
              q={x}
              exportar={{ path: 'bi/plano-anual/exportar', query: { ...filtros, anoFiscal: filtros.anoFiscal ?? q.data?.anoFiscal } }}
            />
          ))}
        </div>
      )}
    </PaginaBi>
  );
}
