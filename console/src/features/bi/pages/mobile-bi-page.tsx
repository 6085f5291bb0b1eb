import { useMemo } from 'react';
import { Link } from 'react-router';
import { NUMEROS_SUMMARY, quadrosEmplacamento, quadrosSummary, type NumeroSummary } from '@portal/contracts/bi/summary';
import { PaginaBi } from '../../../shared/bi/pagina-bi.tsx';
import { numero } from '../../../shared/bi/quadro-bi.tsx';
import { useFiltrosUrl } from '../../../shared/bi/use-filtros-url.ts';
import { CHAVES_MES, FiltrosMes, notaDaFonte } from '../components/filtros-mes.tsx';
import { useBiMobile } from '../hooks/use-bi-mobile.ts';

/**
 * The mobile pages (/mobile/emplacamento: report type 1, /mobile/summary: type 2), laid out for a 390 px phone: one
 * column, the figures as cards, each chart full width with its table and export; no desktop menu around them.
 */
export default function MobileBiPage({ tipoReport }: { tipoReport: 1 | 2 }) {
  const { filtros, definir } = useFiltrosUrl(CHAVES_MES);
  const q = useBiMobile({ ...filtros, tipoReport });
  const dados = q.data?.summary ?? q.data?.emplacamento;
  const quadros = useMemo(
    () =>
      q.data?.summary ? quadrosSummary(q.data.summary).filter((x) => x.id !== 'numeros') : q.data?.emplacamento ? quadrosEmplacamento(q.data.emplacamento) : [],
    [q.data],
  );
  const summary = q.data?.summary;
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
        carregando={q.isPending}
        nota={tipoReport === 1 && dados && notaDaFonte(q.data?.emplacamento?.fonte ?? 'faturamento')}
        quadros={quadros}
        exportar={{ path: tipoReport === 1 ? 'bi/emplacamento/exportar' : 'bi/summary/exportar', query: filtros }}
        filtros={<FiltrosMes prefixo="mobile" filtros={filtros} definir={definir} atual={dados} opcoes={dados?.opcoes} />}
      >
        {summary && (
          <ul className="bi-cartoes" aria-label="Números do mês">
            {(Object.keys(NUMEROS_SUMMARY) as NumeroSummary[]).map((k) => (
              <li key={k}>
                <span>{NUMEROS_SUMMARY[k]}</span>
                <strong>{numero.format(summary.numeros[k])}</strong>
              </li>
            ))}
          </ul>
        )}
      </PaginaBi>
    </main>
  );
}
