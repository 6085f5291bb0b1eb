import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { msg } from '@portal/contracts/messages';
import { quadrosSummary, type DadosBiSummary } from '@portal/contracts/bi/summary';
import { call } from '../../../shared/api-client.ts';
import { PaginaBi } from '../../../shared/bi/pagina-bi.tsx';
import { QuadroBi } from '../../../shared/bi/quadro-bi.tsx';
import { useFiltrosUrl } from '../../../shared/bi/use-filtros-url.ts';
import { CHAVES_MES, FiltrosMes } from '../components/filtros-mes.tsx';

/** Summary (/summary): the month's key figures, billing day by day and per model, each with its table and export. */
export default function SummaryPage() {
  const { filtros, definir } = useFiltrosUrl(CHAVES_MES);
  const q = useQuery({
    queryKey: ['bi', 'summary', filtros],
    queryFn: () => call<DadosBiSummary>('GET', 'bi/summary', { query: filtros }),
    placeholderData: keepPreviousData,
  });
  const quadros = useMemo(() => (q.data ? quadrosSummary(q.data) : []), [q.data]);
  return (
    <PaginaBi
      titulo="Summary"
      atualizar="summary"
      refetch={() => q.refetch()}
      filtros={<FiltrosMes prefixo="summary" filtros={filtros} definir={definir} atual={q.data} opcoes={q.data?.opcoes} />}
    >
      {q.isPending ? (
        <p className="loading">{msg.carregando}</p>
      ) : (
        <div className="bi-quadros">
          {quadros.map((x) => (
            <QuadroBi key={x.id} q={x} exportar={{ path: 'bi/summary/exportar', query: filtros }} />
          ))}
        </div>
      )}
    </PaginaBi>
  );
}
