import { useMemo } from 'react';
import { quadrosEmplacamento } from '@portal/contracts/bi/summary';
import { PaginaBi } from '../../../shared/bi/pagina-bi.tsx';
import { useFiltrosUrl } from '../../../shared/bi/use-filtros-url.ts';
import { CHAVES_MES, FiltrosMes, notaDaFonte } from '../components/filtros-mes.tsx';
import { useBiEmplacamento } from '../hooks/use-bi-emplacamento.ts';

/** Emplacamento (/emplacamento): registrations over 12 months and in the month per model and dealer (billing as proxy, labelled). */
export default function EmplacamentoPage() {
  const { filtros, definir } = useFiltrosUrl(CHAVES_MES);
  const q = useBiEmplacamento(filtros);
  const quadros = useMemo(() => (q.data ? quadrosEmplacamento(q.data) : []), [q.data]);
  return (
    <PaginaBi
      titulo="Emplacamento"
      atualizar="emplacamento"
      refetch={() => q.refetch()}
      carregando={q.isPending}
      nota={q.data && notaDaFonte(q.data.fonte)}
      quadros={quadros}
      exportar={{ path: 'bi/emplacamento/exportar', query: filtros }}
      filtros={<FiltrosMes prefixo="emplacamento" filtros={filtros} definir={definir} atual={q.data} opcoes={q.data?.opcoes} />}
    />
  );
}
