import { useMemo } from 'react';
import { quadrosSummary } from '@portal/contracts/bi/summary';
import { PaginaBi } from '../../../shared/bi/pagina-bi.tsx';
import { useFiltrosUrl } from '../../../shared/bi/use-filtros-url.ts';
import { CHAVES_MES, FiltrosMes } from '../components/filtros-mes.tsx';
import { useBiSummary } from '../hooks/use-bi-summary.ts';

/** Summary (/summary): the month's key figures, billing day by day and per model, each with its table and export. */
export default function SummaryPage() {
  const { filtros, definir } = useFiltrosUrl(CHAVES_MES);
  const q = useBiSummary(filtros);
  const quadros = useMemo(() => (q.data ? quadrosSummary(q.data) : []), [q.data]);
  return (
    <PaginaBi
      titulo="Summary"
      atualizar="summary"
      refetch={() => q.refetch()}
      carregando={q.isPending}
      quadros={quadros}
      exportar={{ path: 'bi/summary/exportar', query: filtros }}
      filtros={<FiltrosMes prefixo="summary" filtros={filtros} definir={definir} atual={q.data} opcoes={q.data?.opcoes} />}
    />
  );
}
