import { ROTULO_METRICA, METRICAS_SEM_DADOS } from '@portal/contracts/reports/home';
import { downloadXlsx } from '../../../shared/download.ts';
import { CelulaNumero, TabelaRelatorio } from '../../../shared/tabela-relatorio.tsx';
import type { PorModelo } from '@portal/contracts/reports/schemas';
import { consulta, formatar, type FiltrosHome } from '../model.ts';

type Valores = PorModelo['data']['totais'];

/** One row of a report table: its label, level (0 region/brand, 1 group/model, 2 dealer) and what its Exportar sends. */
export interface LinhaRelatorio {
  chave: string;
  rotulo: string;
  nivel: 0 | 1 | 2 | 'total';
  valores: Valores;
  linha: { regionalId?: number; concessionariaGrupoId?: number; concessionariaId?: number; marcaId?: number; tipoModeloAgrupadoId?: number };
}

/** Exportar of a cell: relatorios-home/exportar/{column} with the filters and the clicked row, saved as {column}.xlsx. */
export const exportarCelula = (col: string, filtros: FiltrosHome, linha: LinhaRelatorio['linha']) =>
  downloadXlsx('GET', `relatorios-home/exportar/${col}`, { query: { ...consulta(filtros), ...linha }, fallback: col }).catch(() => undefined);

/** A report table: every figure above zero is a link that exports its vehicles. */
export function TabelaValores({
  titulo,
  colunas,
  linhas,
  filtros,
}: {
  titulo: string;
  colunas: readonly string[];
  linhas: LinhaRelatorio[];
  filtros: FiltrosHome;
}) {
  if (!linhas.length) return <div className="empty">Nenhum registro encontrado</div>;
  return (
    <TabelaRelatorio rotulo={titulo} primeira={titulo} colunas={colunas.map((c) => ({ chave: c, titulo: ROTULO_METRICA[c] ?? c, dica: c }))}>
      {linhas.map((l) => (
        <tr key={l.chave} className={l.nivel === 'total' ? 'total' : `nivel-${l.nivel}`}>
          <td>{l.rotulo}</td>
          {colunas.map((c) => {
            const v = l.valores[c];
            const clicavel = typeof v === 'number' && v > 0 && !METRICAS_SEM_DADOS.has(c);
            const acao = { rotulo: `Exportar ${ROTULO_METRICA[c] ?? c} de ${l.rotulo}`, onClick: () => void exportarCelula(c, filtros, l.linha) };
            return <CelulaNumero key={c} texto={formatar(c, v)} acao={clicavel ? acao : undefined} />;
          })}
        </tr>
      ))}
    </TabelaRelatorio>
  );
}
