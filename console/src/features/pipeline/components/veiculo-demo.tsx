import { useMemo } from 'react';
import { quadrosEstoque } from '@portal/contracts/bi/estoque';
import { QuadroBi } from '../../../shared/bi/quadro-bi.tsx';
import type { FiltrosPipeline } from '../model.ts';
import { useFrotaDemo } from '../hooks/use-frota-demo.ts';
import { useTotalStatus } from '../hooks/use-totais.ts';

/**
 * Veículo Demo: the portal's own dashboard (no outside BI, DECISIONS.md) of the month's Test Drive vehicles by status, and
 * the demo fleet (GET bi/TestDrive: Test Drive vehicles billed in the last 365 days) by dealer, model and age since billed.
 */
export function VeiculoDemo({ filtros }: { filtros: FiltrosPipeline }) {
  const corpo = {
    ano: filtros.ano,
    mes: filtros.mes,
    concessionariaId: filtros.concessionariaId,
    concessionariaGrupoId: filtros.concessionariaGrupoId,
    tipoVendaFaturamento: 4,
  };
  const q = useTotalStatus(corpo);
  const dealer = { concessionariaId: filtros.concessionariaId ?? undefined };
  const frota = useFrotaDemo(dealer);
  const quadros = useMemo(() => (frota.data ? quadrosEstoque(frota.data).filter((x) => x.id !== 'marca') : []), [frota.data]);
  const max = Math.max(1, ...(q.data?.status.map((s) => s.total) ?? []));
  return (
    <section aria-label="Veículo Demo" style={{ minHeight: 630 }}>
      <h4 className="relatorio-titulo">Veículos Demo (Test Drive) disponibilizados no mês: {q.data?.total ?? 0}</h4>
      {q.data && !q.data.status.length ? (
        <div className="empty">Sem dados</div>
      ) : (
        <table className="relatorio-tabela" aria-label="Veículos Demo por status">
          <thead>
            <tr>
              <th>Status</th>
              <th>Veículos</th>
              <th style={{ width: '60%' }} />
            </tr>
          </thead>
          <tbody>
            {q.data?.status.map((s) => (
              <tr key={s.status}>
                <td>{s.descricao}</td>
                <td className="num">{s.total}</td>
                <td>
                  <span className="barra-demo" style={{ width: `${(100 * s.total) / max}%` }} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="bi-quadros">
        {quadros.map((x) => (
          <QuadroBi key={x.id} q={x} exportar={{ path: 'bi/TestDrive/exportar', query: dealer }} />
        ))}
      </div>
    </section>
  );
}
