import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { msg } from '@portal/contracts/messages';
import { biSummaryMsg, quadrosEmplacamento, type DadosBiEmplacamento } from '@portal/contracts/bi/summary';
import { call } from '../../../shared/api-client.ts';
import { PaginaBi } from '../../../shared/bi/pagina-bi.tsx';
import { QuadroBi } from '../../../shared/bi/quadro-bi.tsx';
import { useFiltrosUrl } from '../../../shared/bi/use-filtros-url.ts';
import { CHAVES_MES, FiltrosMes } from '../components/filtros-mes.tsx';

/** Emplacamento (/emplacamento): registrations over 12 months and in the month per model and dealer (billing as proxy, labelled). */
export default function EmplacamentoPage() {
  const { filtros, definir } = useFiltrosUrl(CHAVES_MES);
  const q = useQuery({
    queryKey: ['bi', 'emplacamento', filtros],
    queryFn: () => call<DadosBiEmplacamento>('GET', 'bi/emplacamento', { query: filtros }),
    placeholderData: keepPreviousData,
  });
  const quadros = useMemo(() => (q.data ? quadrosEmplacamento(q.data) : []), [q.data]);
  return (
    <PaginaBi
      titulo="Emplacamento"
      atualizar="emplacamento"
      refetch={() => q.refetch()}
      filtros={<FiltrosMes prefixo="emplacamento" filtros={filtros} definir={definir} atual={q.data} opcoes={q.data?.opcoes} />}
    >
      {q.data && <p className="bi-nota">{q.data.fonte === 'emplacamento' ? biSummaryMsg.fonteEmplacamentoImportado : biSummaryMsg.fonteEmplacamento}</p>}
      {q.isPending ? (
        <p className="loading">{msg.carregando}</p>
      ) : (
        <div className="bi-quadros">
          {quadros.map((x) => (
            <QuadroBi key={x.id} q={x} exportar={{ path: 'bi/emplacamento/exportar', query: filtros }} />
          ))}
        </div>
      )}
    </PaginaBi>
  );
}
