import { useState } from 'react';
import { TabView, TabPanel } from 'primereact/tabview';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { METRICAS_DEALER, METRICAS_FATURAMENTO, METRICAS_MODELO } from '@portal/contracts/reports/home';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { CelulaNumero, TabelaRelatorio } from '../../../shared/tabela-relatorio.tsx';
import type { FiltrosHome } from '../model.ts';
import { useRelatorio } from '../hooks/use-relatorio.ts';
import { HomeFilters } from './home-filters.tsx';
import { TabelaValores, exportarCelula, type LinhaRelatorio } from './tabela-valores.tsx';

/** Administrador and Regionais: the five report tabs and the consigned-stock panel (defaults: current year and month). */
export function HomeReports() {
  const hoje = dataEmSaoPaulo(new Date());
  const [filtros, setFiltros] = useState<FiltrosHome>({
    ano: Number(hoje.slice(0, 4)),
    mesId: Number(hoje.slice(5, 7)),
    regionalId: null,
    concessionariaGrupoId: null,
    concessionariaId: null,
  });
  return (
    <section>
      <HomeFilters filtros={filtros} onChange={setFiltros} anoAtual={Number(hoje.slice(0, 4))} />
      <TabView>
        <TabPanel header="Dealer">
          <AbaDealer filtros={filtros} />
        </TabPanel>
        <TabPanel header="Model">
          <AbaModelo filtros={filtros} aba="confirmacao-por-modelo" colunas={METRICAS_MODELO} />
        </TabPanel>
        <TabPanel header="Faturamento">
          <AbaModelo filtros={filtros} aba="faturamento-por-modelo" colunas={METRICAS_FATURAMENTO} />
        </TabPanel>
        <TabPanel header="Dealer Stock">
          <AbaEstoque filtros={filtros} aba="estoque-dealer-por-modelo" coluna="estoqueDealer" />
        </TabPanel>
        <TabPanel header="NSC Stock">
          <AbaEstoque filtros={filtros} aba="estoque-nsc-por-modelo" coluna="estoqueNsc" />
        </TabPanel>
      </TabView>
      <PainelConsignado filtros={filtros} />
    </section>
  );
}

const Carregando = () => <ProgressSpinner style={{ width: '2rem', height: '2rem' }} aria-label="Carregando" />;

function AbaDealer({ filtros }: { filtros: FiltrosHome }) {
  const q = useRelatorio('confirmacao-por-dealer', filtros);
  if (!q.data) return q.isError ? null : <Carregando />;
  const linhas: LinhaRelatorio[] = [];
  for (const r of q.data.regionais) {
    linhas.push({
      chave: `r${r.regionalId}`,
      rotulo: r.responsavel ? `${r.descricao} (${r.responsavel})` : r.descricao,
      nivel: 0,
      valores: r.valores,
      linha: { regionalId: r.regionalId },
    });
    for (const g of r.grupos) {
      linhas.push({
        chave: `g${r.regionalId}-${g.concessionariaGrupoId}`,
        rotulo: g.nome,
        nivel: 1,
        valores: g.valores,
        linha: { regionalId: r.regionalId, concessionariaGrupoId: g.concessionariaGrupoId },
      });
      for (const c of g.concessionarias)
        linhas.push({
          chave: `c${c.concessionariaId}`,
          rotulo: `${c.codigoDealer} - ${c.nome}${c.cidade ? ` (${c.cidade}${c.estado ? `/${c.estado}` : ''})` : ''}`,
          nivel: 2,
          valores: c.valores,
          linha: { concessionariaId: c.concessionariaId },
        });
    }
  }
  if (linhas.length) linhas.push({ chave: 'total', rotulo: 'Total', nivel: 'total', valores: q.data.totais, linha: {} });
  return <TabelaValores titulo="Dealer" colunas={METRICAS_DEALER} linhas={linhas} filtros={filtros} />;
}

function AbaModelo({ filtros, aba, colunas }: { filtros: FiltrosHome; aba: 'confirmacao-por-modelo' | 'faturamento-por-modelo'; colunas: readonly string[] }) {
  const q = useRelatorio(aba, filtros);
  if (!q.data) return q.isError ? null : <Carregando />;
  const linhas: LinhaRelatorio[] = [];
  for (const m of q.data.marcas) {
    linhas.push({ chave: `m${m.marcaId}`, rotulo: m.nome, nivel: 0, valores: m.valores, linha: { marcaId: m.marcaId } });
    for (const x of m.modelos)
      linhas.push({
        chave: `x${x.tipoModeloAgrupadoId}`,
        rotulo: x.descricao,
        nivel: 1,
        valores: x.valores,
        linha: { marcaId: m.marcaId, tipoModeloAgrupadoId: x.tipoModeloAgrupadoId },
      });
  }
  if (linhas.length) linhas.push({ chave: 'total', rotulo: 'Total', nivel: 'total', valores: q.data.totais, linha: {} });
  return <TabelaValores titulo="Modelo" colunas={colunas} linhas={linhas} filtros={filtros} />;
}

/** By model year: one column per year; a cell exports the column's vehicles of that brand or model (the year is in the sheet). */
function AbaEstoque({
  filtros,
  aba,
  coluna,
}: {
  filtros: FiltrosHome;
  aba: 'estoque-dealer-por-modelo' | 'estoque-nsc-por-modelo';
  coluna: 'estoqueDealer' | 'estoqueNsc';
}) {
  const q = useRelatorio(aba, filtros);
  if (!q.data) return q.isError ? null : <Carregando />;
  const anos = q.data.valores.map((v) => String(v.modelYear));
  const porAno = (vs: Record<string, number>[]) => {
    const o: Record<string, number> = Object.fromEntries(vs.map((v) => [String(v.modelYear), v[coluna] ?? 0]));
    o[coluna] = vs.reduce((s, v) => s + (v[coluna] ?? 0), 0);
    return o;
  };
  const linhas: LinhaRelatorio[] = [];
  for (const m of q.data.marcas) {
    linhas.push({ chave: `m${m.marcaId}`, rotulo: m.nome, nivel: 0, valores: porAno(m.valores), linha: { marcaId: m.marcaId } });
    for (const x of m.modelos)
      linhas.push({
        chave: `x${x.tipoModeloAgrupadoId}`,
        rotulo: x.descricao,
        nivel: 1,
        valores: porAno(x.valores),
        linha: { marcaId: m.marcaId, tipoModeloAgrupadoId: x.tipoModeloAgrupadoId },
      });
  }
  if (linhas.length) linhas.push({ chave: 'total', rotulo: 'Total', nivel: 'total', valores: porAno(q.data.valores), linha: {} });
  if (!linhas.length) return <div className="empty">Nenhum registro encontrado</div>;
  return (
    <TabelaRelatorio
      rotulo={coluna === 'estoqueNsc' ? 'NSC Stock' : 'Dealer Stock'}
      primeira="Modelo"
      colunas={anos.map((a) => ({ chave: a, titulo: `MY ${a}` }))}
      ultima="Total"
    >
      {linhas.map((l) => (
        <tr key={l.chave} className={l.nivel === 'total' ? 'total' : `nivel-${l.nivel}`}>
          <td>{l.rotulo}</td>
          {[...anos, coluna].map((a) => {
            const v = l.valores[a] ?? 0;
            const acao = { rotulo: `Exportar ${coluna} de ${l.rotulo}`, onClick: () => void exportarCelula(coluna, filtros, l.linha) };
            return <CelulaNumero key={a} texto={v > 0 ? v.toLocaleString('pt-BR') : v} acao={v > 0 ? acao : undefined} />;
          })}
        </tr>
      ))}
    </TabelaRelatorio>
  );
}

/** The sixth panel: consigned stock by dealer and model, with Exportar (relatorios-home/estoque-consignado, DECISIONS.md). */
function PainelConsignado({ filtros }: { filtros: FiltrosHome }) {
  const q = useRelatorio('estoque-consignado', filtros);
  const modelos = q.data?.totais.map((t) => t.modelo) ?? [];
  return (
    <section aria-label="Estoque Consignado">
      <div className="filter-bar">
        <h3 className="relatorio-titulo">Estoque Consignado</h3>
        <Button label="Exportar" icon="pi pi-file-excel" outlined onClick={() => void exportarCelula('estoqueConsignado', filtros, {})} />
      </div>
      {!q.data ? (
        q.isError ? null : (
          <Carregando />
        )
      ) : !q.data.concessionarias.length ? (
        <div className="empty">Nenhum registro encontrado</div>
      ) : (
        <TabelaRelatorio rotulo="Estoque Consignado por dealer" primeira="Dealer" colunas={modelos.map((m) => ({ chave: m, titulo: m }))} ultima="Total">
          {q.data.concessionarias.map((c) => (
            <tr key={c.concessionariaId}>
              <td>
                {c.codigoDealer} - {c.nome}
              </td>
              {c.valores.map((v) => (
                <td key={v.modelo} className="num">
                  {v.estoqueConsignado}
                </td>
              ))}
              <td className="num">{c.valores.reduce((s, v) => s + v.estoqueConsignado, 0)}</td>
            </tr>
          ))}
          <tr className="total">
            <td>Total</td>
            {q.data.totais.map((t) => (
              <td key={t.modelo} className="num">
                {t.estoqueConsignado}
              </td>
            ))}
            <td className="num">{q.data.totais.reduce((s, t) => s + t.estoqueConsignado, 0)}</td>
          </tr>
        </TabelaRelatorio>
      )}
    </section>
  );
}
