import { useMemo } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { msg } from '@portal/contracts/messages';
import {
  NUMEROS_SUMMARY,
  biSummaryMsg,
  quadrosEmplacamento,
  quadrosSummary,
  type DadosBiEmplacamento,
  type DadosBiSummary,
  type NumeroSummary,
} from '@portal/contracts/bi/summary';
import { call } from '../../../shared/api-client.ts';
import { PaginaBi } from '../../../shared/bi/pagina-bi.tsx';
import { QuadroBi, numero } from '../../../shared/bi/quadro-bi.tsx';
import { useFiltrosUrl } from '../../../shared/bi/use-filtros-url.ts';
import { CHAVES_MES, FiltrosMes } from '../components/filtros-mes.tsx';

type Resposta = { tipoReport: 1 | 2; emplacamento?: DadosBiEmplacamento; summary?: DadosBiSummary };

/**
 * The mobile pages (/mobile/emplacamento: report type 1, /mobile/summary: type 2), laid out for a 390 px phone: one
 * column, the figures as cards, each chart full width with its table and export; no desktop menu around them.
 */
export default function MobileBiPage({ tipoReport }: { tipoReport: 1 | 2 }) {
  const { filtros, definir } = useFiltrosUrl(CHAVES_MES);
  const q = useQuery({
    queryKey: ['bi', 'mobile', tipoReport, filtros],
    queryFn: () => call<Resposta>('GET', 'bi', { query: { ...filtros, tipoReport } }),
    placeholderData: keepPreviousData,
  });
  const dados = q.data?.summary ?? q.data?.emplacamento;
  const quadros = useMemo(
    () =>
      q.data?.summary ? quadrosSummary(q.data.summary).filter((x) => x.id !== 'numeros') : q.data?.emplacamento ? quadrosEmplacamento(q.data.emplacamento) : [],
    [q.data],
  );
  return (
    <main className="bi-mobile">
      <nav className="bi-mobile-topo">
        <Link to="/relatorios">
          <i className="pi pi-home" aria-hidden /> Início
        </Link>
      </nav>
      <PaginaBi
        titulo={tipoReport === 1 ? 'Emplacamento' : 'Summary'}
        atualizar="mobile"
        refetch={() => q.refetch()}
        filtros={<FiltrosMes prefixo="mobile" filtros={filtros} definir={definir} atual={dados} opcoes={dados?.opcoes} />}
      >
        {tipoReport === 1 && dados && (
          <p className="bi-nota">{q.data?.emplacamento?.fonte === 'emplacamento' ? biSummaryMsg.fonteEmplacamentoImportado : biSummaryMsg.fonteEmplacamento}</p>
        )}
        {q.isPending ? (
          <p className="loading">{msg.carregando}</p>
        ) : (
          <>
            {q.data?.summary && (
              <ul className="bi-cartoes" aria-label="Números do mês">
                {(Object.keys(NUMEROS_SUMMARY) as NumeroSummary[]).map((k) => (
                  <li key={k}>
                    <span>{NUMEROS_SUMMARY[k]}</span>
                    <strong>{numero.format(q.data!.summary!.numeros[k])}</strong>
                  </li>
                ))}
              </ul>
            )}
            <div className="bi-quadros">
              {quadros.map((x) => (
                <QuadroBi key={x.id} q={x} exportar={{ path: tipoReport === 1 ? 'bi/emplacamento/exportar' : 'bi/summary/exportar', query: filtros }} />
              ))}
            </div>
          </>
        )}
      </PaginaBi>
    </main>
  );
}
