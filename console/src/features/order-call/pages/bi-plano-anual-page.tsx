import { useMemo } from 'react';
import { BI_TITULOS, quadrosPlanoAnual } from '@portal/contracts/order-call/bi';
import { FiltroBi, FiltroDealer, PaginaBi } from '../../../shared/bi/pagina-bi.tsx';
import { useFiltrosUrl } from '../../../shared/bi/use-filtros-url.ts';
import { useBiPlanoAnual } from '../hooks/use-bi-plano-anual.ts';

const CHAVES = ['anoFiscal', 'marcaId', 'concessionariaId'] as const;

/** BI Plano Anual (/biplanoanual): the annual plan per dealer × model type with the fiscal year's retail beside it. */
export default function BiPlanoAnualPage() {
  const { filtros, definir } = useFiltrosUrl(CHAVES);
  const q = useBiPlanoAnual(filtros);
  const quadros = useMemo(() => (q.data ? quadrosPlanoAnual(q.data) : []), [q.data]);
  const op = q.data?.opcoes;
  return (
    <PaginaBi
      titulo={BI_TITULOS.planoAnual}
      atualizar="PlanoAnual"
      refetch={() => q.refetch()}
      carregando={q.isPending}
      quadros={quadros}
      exportar={{ path: 'bi/plano-anual/exportar', query: { ...filtros, anoFiscal: filtros.anoFiscal ?? q.data?.anoFiscal } }}
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
          <FiltroDealer prefixo="bi" valor={filtros.concessionariaId} dealers={op?.dealers} mudar={(v) => definir({ concessionariaId: v })} />
        </>
      }
    />
  );
}
