import { useEffect, useState } from 'react';
import { useAbas } from '../../../shared/abas.ts';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { TabView, TabPanel } from 'primereact/tabview';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { METRICAS_KPI, formatarNumeroKpi } from '@portal/contracts/kpi/resumo';
import { kpiMsg } from '@portal/contracts/kpi/messages';
import { GRUPO_PERFIL } from '@portal/contracts/access/roles';
import { STATUS_KPI } from '@portal/contracts/kpi/veiculo-machine';
import { call } from '../../../shared/api-client.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useActor } from '../../../shared/actor.ts';
import { useDealers } from '../../../shared/lookups.ts';
import { useScreenPermission } from '../../../shared/permission.ts';
import type { CaptacaoKpi, VeiculoKpi } from '@portal/contracts/kpi/schemas';
import type { FiltroKpi } from '../hooks/filtro-kpi.ts';
import { useAnosMeses } from '../hooks/use-anos-meses.ts';
import { useCaptacoes } from '../hooks/use-captacoes.ts';
import { useOutros } from '../hooks/use-outros.ts';
import { usePreparacoes } from '../hooks/use-preparacoes.ts';
import { useResumoDealer } from '../hooks/use-resumos.ts';
import { useStandards } from '../hooks/use-standards.ts';
import { useVeiculos } from '../hooks/use-veiculos.ts';
import { FiltrosKpi, filtroPadrao, mesDoFiltro, useEhAdministrador } from '../components/filtros-kpi.tsx';
import { useFiltroKpiSalvo } from '../hooks/use-filtro-kpi-salvo.ts';
import { VisoesSalvas } from '../../../shared/visoes-salvas.tsx';
import { Campo, ListaCards, brl, dataBr } from '../components/lista-cards.tsx';
import { ColunasDaLista } from '../../../shared/escolha-de-colunas.tsx';
import { CAMPOS_CAPTACAO, CAMPOS_PREPARACAO, CAMPOS_STANDARD, CAMPOS_VEICULO } from '../components/campos-dos-cartoes.tsx';
import { PrazoCelula } from '../../../shared/prazo.tsx';

export const ABAS_KPI = ['KPIs', 'Veículos JLR', 'Preparação dos veículos', 'Standards', 'Captação', 'Outros'] as const;
const CHAVE_ABA = 'kpi.aba';
const VAZIO: FiltroKpi = { ano: null, mesId: null, concessionariaId: null };

/** Where a sub-screen returns to: the list with the filter it was opened with (route state). */
export interface EstadoKpi {
  filtro: FiltroKpi;
}

/** /kpisapproved (spec 002 §2.8): six tabs, the tab kept in local storage, the filter in the address (and the route state from a sub-screen). */
export default function KpisApprovedPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const actor = useActor();
  const admin = useEhAdministrador();
  const { editavel } = useScreenPermission();
  const anos = useAnosMeses();
  const dealers = useDealers();
  const { aba, setAba, conteudo } = useAbas(() => Math.min(ABAS_KPI.length - 1, Math.max(0, Number(localStorage.getItem(CHAVE_ABA) ?? 0) || 0)));
  const daRota = (location.state as EstadoKpi | null)?.filtro ?? null;
  const proprio = actor?.grupoPerfil === GRUPO_PERFIL.Dealer ? actor.concessionariaId : null;
  const padrao = anos.data && dealers.data ? filtroPadrao(anos.data, dealers.data, proprio) : VAZIO;
  // the filter chosen on the screen (in the address and the saved views) wins over the one a sub-screen returned with
  const { estado, escolhido, aplicar } = useFiltroKpiSalvo('kpisapproved', padrao);
  const filtro = escolhido ?? daRota ?? padrao;
  const mes = mesDoFiltro(anos.data, filtro);
  const bloqueado = !!mes?.prazoVencido;
  const podeEditar = editavel && !bloqueado;
  const abrir = (rota: string, extra: Record<string, unknown> = {}) => navigate(`/kpisapproved/${rota}`, { state: { filtro, ...extra } });

  useEffect(() => localStorage.setItem(CHAVE_ABA, String(aba)), [aba]);

  return (
    <section className="kpi-page">
      <h2>KPIs Approved</h2>
      <VisoesSalvas filtros={estado} />
      {anos.data && (
        <FiltrosKpi anos={anos.data} valor={filtro} padrao={padrao} limpar={estado.limpar} chassi={admin && aba === 1} prazo={aba === 1} aplicar={aplicar} />
      )}
      {mes?.prazo && (
        <p className="kpi-prazo-mes" aria-label="Prazo do mês">
          <span>{`Prazo do KPI de ${mes.nome}/${filtro.ano}: ${dataBr(mes.prazo)}`}</span>
          <PrazoCelula prazo={mes.prazoDoMes} />
        </p>
      )}
      {bloqueado && (
        <p className="kpi-aviso" role="status">
          {kpiMsg.mesBloqueado(mes!.nome, filtro.ano!)}
        </p>
      )}
      <ColunasDaLista filtros={estado}>
        <TabView activeIndex={aba} onTabChange={(e) => setAba(e.index)}>
          <TabPanel header={ABAS_KPI[0]}>{conteudo === 0 && <AbaKpis filtro={filtro} />}</TabPanel>
          <TabPanel header={ABAS_KPI[1]}>
            {conteudo === 1 && <AbaVeiculos filtro={filtro} podeEditar={podeEditar} dealer={proprio !== null} abrir={abrir} />}
          </TabPanel>
          <TabPanel header={ABAS_KPI[2]}>{conteudo === 2 && <AbaPreparacao filtro={filtro} podeEditar={podeEditar} abrir={abrir} />}</TabPanel>
          <TabPanel header={ABAS_KPI[3]}>{conteudo === 3 && <AbaStandards filtro={filtro} podeEditar={podeEditar} abrir={abrir} />}</TabPanel>
          <TabPanel header={ABAS_KPI[4]}>{conteudo === 4 && <AbaCaptacao filtro={filtro} podeEditar={podeEditar} abrir={abrir} />}</TabPanel>
          <TabPanel header={ABAS_KPI[5]}>{conteudo === 5 && <AbaOutros filtro={filtro} podeEditar={podeEditar} abrir={abrir} />}</TabPanel>
        </TabView>
      </ColunasDaLista>
    </section>
  );
}

type Abrir = (rota: string, extra?: Record<string, unknown>) => void;

function AbaKpis({ filtro }: { filtro: FiltroKpi }) {
  const r = useResumoDealer(filtro);
  if (r.isLoading) return <p className="loading">Carregando…</p>;
  if (!r.data) return <div className="empty">Nenhum registro encontrado</div>;
  return (
    <table className="relatorio-tabela kpi-tabela" aria-label="KPIs do dealer">
      <tbody>
        {METRICAS_KPI.map(([k, rotulo]) => (
          <tr key={k}>
            <td>{rotulo}</td>
            <td className="num" data-metrica={k}>
              {formatarNumeroKpi(r.data.valores[k])}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A card's edit button (the pencil, named for the record). */
function Editar({ rotulo, onClick }: { rotulo: string; onClick: () => void }) {
  return <Button type="button" text icon="pi pi-pencil" aria-label={rotulo} onClick={onClick} />;
}

function Excluir({ pergunta, acao, rotulo }: { pergunta: string; acao: () => Promise<void>; rotulo: string }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button type="button" text severity="danger" icon="pi pi-trash" aria-label={rotulo} onClick={() => setAberto(true)} />
      <Dialog
        header="Excluir"
        visible={aberto}
        onHide={() => setAberto(false)}
        footer={
          <>
            <Button type="button" text label="Não" onClick={() => setAberto(false)} />
            <Button
              type="button"
              label="Sim"
              severity="danger"
              onClick={() => {
                setAberto(false);
                void acao();
              }}
            />
          </>
        }
      >
        <p>{pergunta}</p>
      </Dialog>
    </>
  );
}

function AbaVeiculos({ filtro, podeEditar, dealer, abrir }: { filtro: FiltroKpi; podeEditar: boolean; dealer: boolean; abrir: Abrir }) {
  const qc = useQueryClient();
  const r = useVeiculos(filtro);
  const excluir = async (v: VeiculoKpi) => {
    try {
      await call('DELETE', `kpi/veiculos-jlr/${v.id}`, { silent: true });
      toast.success(kpiMsg.veiculoExcluido);
      await qc.invalidateQueries({ queryKey: ['kpi'] });
    } catch (e) {
      toast.error((e as Error).message || kpiMsg.erroExclusao);
    }
  };
  // the importer approves a vehicle under audit (Em Auditoria → Aprovados); the server refuses a dealer the same way
  const aprovar = async (v: VeiculoKpi) => {
    try {
      await call('PUT', `kpi/veiculos-jlr/${v.id}/aprovar`, { silent: true });
      toast.success(kpiMsg.veiculoAprovado);
      await qc.invalidateQueries({ queryKey: ['kpi'] });
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  return (
    <>
      {podeEditar && <Button type="button" icon="pi pi-plus" label="Novo veículo" onClick={() => abrir('newVehicleJLR')} />}
      <ListaCards
        rotulo="Veículos JLR"
        itens={r.data ?? []}
        carregando={r.isLoading}
        chave={(v) => v.id}
        prefixo="veiculos"
        cabecalho={(v) => (
          <>
            <strong>{v.chassi}</strong>
            <span className={`kpi-status ${v.statusDescricao === 'Aprovados' ? 'aprovado' : ''}`}>{v.statusDescricao}</span>
          </>
        )}
        campos={CAMPOS_VEICULO}
        acoes={(v) => (
          <footer className="kpi-card-acoes">
            {podeEditar && !dealer && v.statusDescricao === STATUS_KPI.emAuditoria && (
              <Button type="button" text icon="pi pi-check" label="Aprovar" aria-label={`Aprovar ${v.chassi}`} onClick={() => void aprovar(v)} />
            )}
            {podeEditar && !(dealer && v.statusDescricao === 'Aprovados') && (
              <Editar rotulo={`Editar ${v.chassi}`} onClick={() => abrir('newVehicleJLR', { id: v.id })} />
            )}
            {podeEditar && !(dealer && v.statusDescricao === 'Aprovados') && (
              <Excluir rotulo={`Excluir ${v.chassi}`} pergunta={kpiMsg.confirmarExclusao} acao={() => excluir(v)} />
            )}
          </footer>
        )}
      />
    </>
  );
}

function AbaPreparacao({ filtro, podeEditar, abrir }: { filtro: FiltroKpi; podeEditar: boolean; abrir: Abrir }) {
  const r = usePreparacoes(filtro);
  return (
    <ListaCards
      rotulo="Preparação dos veículos"
      itens={r.data ?? []}
      carregando={r.isLoading}
      chave={(p) => p.id}
      prefixo="preparacao"
      cabecalho={(p) => <strong>{p.chassi}</strong>}
      campos={CAMPOS_PREPARACAO}
      acoes={(p) =>
        podeEditar && (
          <footer className="kpi-card-acoes">
            <Editar rotulo={`Editar preparação ${p.chassi}`} onClick={() => abrir('preparationVehicle', { item: p })} />
          </footer>
        )
      }
    />
  );
}

function AbaStandards({ filtro, podeEditar, abrir }: { filtro: FiltroKpi; podeEditar: boolean; abrir: Abrir }) {
  const r = useStandards(filtro);
  return (
    <ListaCards
      rotulo="Standards"
      itens={r.data ?? []}
      carregando={r.isLoading}
      chave={(s) => s.id}
      prefixo="standards"
      cabecalho={(s) => <strong>{s.nome}</strong>}
      campos={CAMPOS_STANDARD}
      acoes={(s) =>
        podeEditar && (
          <footer className="kpi-card-acoes">
            <Editar rotulo={`Editar standard ${s.nome}`} onClick={() => abrir('newStandard', { item: s })} />
          </footer>
        )
      }
    />
  );
}

function AbaCaptacao({ filtro, podeEditar, abrir }: { filtro: FiltroKpi; podeEditar: boolean; abrir: Abrir }) {
  const qc = useQueryClient();
  const r = useCaptacoes(filtro);
  const excluir = async (c: CaptacaoKpi) => {
    try {
      await call('DELETE', `kpi/captacao/${c.id}`, { silent: true });
      toast.success(kpiMsg.captacaoExcluida);
      await qc.invalidateQueries({ queryKey: ['kpi'] });
    } catch (e) {
      toast.error((e as Error).message || kpiMsg.erroExclusao);
    }
  };
  return (
    <>
      {podeEditar && <Button type="button" icon="pi pi-plus" label="Nova captação" onClick={() => abrir('newCaptacao', { nova: true })} />}
      <ListaCards
        rotulo="Captações"
        itens={r.data ?? []}
        carregando={r.isLoading}
        chave={(c) => c.id}
        prefixo="captacao"
        cabecalho={(c) => (
          <>
            <strong>{c.chassi}</strong>
            <span>{c.tipoAquisicao.nome}</span>
          </>
        )}
        campos={CAMPOS_CAPTACAO}
        acoes={(c) =>
          podeEditar && (
            <footer className="kpi-card-acoes">
              <Editar rotulo={`Editar captação ${c.chassi}`} onClick={() => abrir('newCaptacao', { id: c.id })} />
              <Excluir rotulo={`Excluir captação ${c.chassi}`} pergunta="Tem certeza de que deseja excluir essa captação?" acao={() => excluir(c)} />
            </footer>
          )
        }
      />
    </>
  );
}

function AbaOutros({ filtro, podeEditar, abrir }: { filtro: FiltroKpi; podeEditar: boolean; abrir: Abrir }) {
  const r = useOutros(filtro);
  if (r.isLoading) return <p className="loading">Carregando…</p>;
  const o = r.data;
  if (!o) return <div className="empty">Nenhum registro encontrado</div>;
  return (
    <article className="kpi-card" aria-label="Outros">
      <Campo rotulo="Total de vendas de veículos novos">{o.totalVendaVeiculosNovos ?? '-'}</Campo>
      <Campo rotulo="Estoque até 30 dias">{o.estoqueAte30Dias}</Campo>
      <Campo rotulo="Estoque de 31 a 60 dias">{o.estoque31a60Dias}</Campo>
      <Campo rotulo="Estoque de 61 a 90 dias">{o.estoque61a90Dias}</Campo>
      <Campo rotulo="Estoque acima de 90 dias">{o.estoqueAcima90Dias}</Campo>
      <Campo rotulo="Média de dias dos carros em estoque">{formatarNumeroKpi(o.mediaDiasCarrosEstoque)}</Campo>
      <Campo rotulo="Total de usados vendidos não JLR">{o.totalSeminovosVendidosNaoJlr}</Campo>
      <Campo rotulo="Total de veículos adquiridos via trade-in">{o.totalVeiculosAdquiridosViaTradeIn}</Campo>
      <Campo rotulo="Total de seminovos JLR adquiridos para revenda">{o.totalSeminovosJlrAdquiridosParaRevenda}</Campo>
      <Campo rotulo="Receita bruta do departamento de seminovos">{brl(o.receitaBrutaSeminovos)}</Campo>
      <Campo rotulo="Custo total do departamento de seminovos">{brl(o.custoTotalSeminovos)}</Campo>
      {podeEditar && (
        <footer className="kpi-card-acoes">
          <Button type="button" icon="pi pi-pencil" label="Editar" onClick={() => abrir('othersEdit')} />
        </footer>
      )}
    </article>
  );
}
