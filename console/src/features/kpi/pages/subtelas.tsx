import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { kpiMsg } from '@portal/contracts/kpi/messages';
import { percentualPreparacao } from '@portal/contracts/kpi/veiculo-form';
import { ApiError, call } from '../../../shared/api-client.ts';
import { toast } from '../../../shared/toasts.tsx';
import type { OutrosKpi, PreparacaoVeiculo, StandardKpi } from '@portal/contracts/kpi/schemas';
import type { FiltroKpi } from '../hooks/filtro-kpi.ts';
import { useCaptacao } from '../hooks/use-captacoes.ts';
import { useOutros } from '../hooks/use-outros.ts';
import { useMarcas, useTiposAquisicao } from '../hooks/use-referencias.ts';
import { DataPicker, Dinheiro, Inteiro, Rotulado, Selecao } from '../components/campos.tsx';
import { anoMesAtual } from '../components/filtros-kpi.tsx';

interface Estado {
  filtro?: FiltroKpi;
  item?: unknown;
  id?: number;
  nova?: boolean;
}
function useSubtela() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const estado = (useLocation().state ?? {}) as Estado;
  const voltar = () => navigate('/kpisapproved', { state: { filtro: estado.filtro } });
  /** Runs a save: the spec's message, the lists refreshed; the server's messages as a toast. */
  async function gravar(f: () => Promise<unknown>, mensagem: string, sair = true) {
    try {
      await f();
      toast.success(mensagem);
      await qc.invalidateQueries({ queryKey: ['kpi'] });
      if (sair) voltar();
      return true;
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : String(e));
      return false;
    }
  }
  return { estado, voltar, gravar };
}

/** A sub-screen's form: its title, its fields, and Voltar and Salvar (and what else it offers, such as 'Salvar +'). */
function Tela(p: { titulo: string; children: ReactNode; voltar: () => void; salvar: () => void; extra?: ReactNode }) {
  return (
    <section className="kpi-form">
      <h2>{p.titulo}</h2>
      <div className="kpi-grade">{p.children}</div>
      <div className="kpi-form-acoes">
        <Button type="button" outlined label="Voltar" onClick={p.voltar} />
        <Button type="button" label="Salvar" onClick={p.salvar} />
        {p.extra}
      </div>
    </section>
  );
}
const semFiltro = <div className="empty">Escolha o dealer, o ano e o mês em KPIs Approved.</div>;

/** /kpisapproved/preparationVehicle ('Novo Veículo Preparação'): the percentage recomputed on leaving a currency field. */
export function PreparacaoPage() {
  const { estado, voltar, gravar } = useSubtela();
  const item = estado.item as PreparacaoVeiculo | undefined;
  const [custo, setCusto] = useState<number | null>(item?.custoPreparacaoDinheiro ?? null);
  const [prep, setPrep] = useState<number | null>(item?.tempoPreparacao ?? null);
  const [pub, setPub] = useState<number | null>(item?.tempoPublicacao ?? null);
  const [pct, setPct] = useState<number | null>(item ? percentualPreparacao(item.custoPreparacaoDinheiro, item.valorVenda) : null);
  if (!item) return semFiltro;
  const recalcular = () => setPct(percentualPreparacao(custo, item.valorVenda));
  return (
    <Tela
      titulo="Novo Veículo Preparação"
      voltar={voltar}
      salvar={() =>
        void gravar(
          () =>
            call('POST', 'kpi/preparacao-veiculos', {
              body: [{ id: item.id, chassi: item.chassi, custoPreparacaoDinheiro: custo, tempoPreparacao: prep, tempoPublicacao: pub }],
              silent: true,
            }),
          kpiMsg.registroAtualizado,
        )
      }
    >
      <Rotulado id="prep-chassi" rotulo="Chassi">
        <InputText id="prep-chassi" readOnly value={item.chassi} />
      </Rotulado>
      <Dinheiro id="prep-custo" rotulo="Custo de preparação" valor={custo} mudar={setCusto} aoSair={recalcular} />
      <Inteiro id="prep-tempo" rotulo="Tempo de preparação (dias)" valor={prep} mudar={setPrep} max={3650} />
      <Inteiro id="prep-publicacao" rotulo="Tempo para publicação (dias)" valor={pub} mudar={setPub} max={3650} />
      <Dinheiro id="prep-venda" rotulo="Valor da venda" valor={item.valorVenda} mudar={() => undefined} aoSair={recalcular} somenteLeitura />
      <Rotulado id="prep-pct" rotulo="Custo de preparação em (%)">
        <InputText id="prep-pct" readOnly value={pct === null ? '' : pct.toFixed(2).replace('.', ',')} />
      </Rotulado>
    </Tela>
  );
}

/** /kpisapproved/newStandard: the standard's name as the title, Cumpriu (Selecione / Sim / Não), Peso read-only, Justificativa. */
export function StandardPage() {
  const { estado, voltar, gravar } = useSubtela();
  const item = estado.item as StandardKpi | undefined;
  const [cumpriu, setCumpriu] = useState<string>(item?.cumpriu === null || item?.cumpriu === undefined ? 'null' : String(item.cumpriu));
  const [just, setJust] = useState(item?.justificativa ?? '');
  if (!item || !estado.filtro) return semFiltro;
  const f = estado.filtro;
  return (
    <Tela
      titulo={item.nome}
      voltar={voltar}
      salvar={() =>
        void gravar(
          () =>
            call('POST', 'kpi/standards', {
              body: {
                ano: f.ano,
                mes: { id: f.mesId },
                concessionaria: { id: f.concessionariaId },
                itens: [{ id: item.id, cumpriu: cumpriu === 'null' ? null : cumpriu === 'true', justificativa: just || null }],
              },
              silent: true,
            }),
          kpiMsg.standardAtualizado,
        )
      }
    >
      <Selecao
        id="std-cumpriu"
        rotulo="Cumpriu"
        valor={cumpriu}
        opcoes={[
          { value: 'null', label: 'Selecione' },
          { value: 'true', label: 'Sim' },
          { value: 'false', label: 'Não' },
        ]}
        mudar={(v) => setCumpriu(v ?? 'null')}
      />
      <Rotulado id="std-peso" rotulo="Peso">
        <InputText id="std-peso" readOnly value={`${String(item.peso).replace('.', ',')}%`} />
      </Rotulado>
      <Rotulado id="std-justificativa" rotulo="Justificativa">
        <InputTextarea id="std-justificativa" maxLength={2000} value={just} onChange={(e) => setJust(e.target.value)} />
      </Rotulado>
    </Tela>
  );
}

interface FormCaptacao {
  marcaId: number | null;
  tipoAquisicaoId: number | null;
  chassi: string;
  custoAquisicao: number | null;
  dataCompra: string | null;
  modelo: string;
  casoTrocaModelo: string;
}
const CAPTACAO_VAZIA: FormCaptacao = {
  marcaId: null,
  tipoAquisicaoId: null,
  chassi: '',
  custoAquisicao: null,
  dataCompra: null,
  modelo: '',
  casoTrocaModelo: '',
};

/** /kpisapproved/newCaptacao ('Nova Captação'): new (flag from the caller, with its year, month and dealer) or edit; 'Salvar +' saves and stays. */
export function CaptacaoPage() {
  const { estado, voltar, gravar } = useSubtela();
  const nova = !!estado.nova;
  const existente = useCaptacao(nova ? null : (estado.id ?? null));
  const marcas = useMarcas().data ?? [];
  const tipos = useTiposAquisicao().data ?? [];
  const [f, setF] = useState<FormCaptacao>(CAPTACAO_VAZIA);
  useEffect(() => {
    const c = existente.data;
    if (c)
      setF({
        marcaId: c.marca.id,
        tipoAquisicaoId: c.tipoAquisicao.id,
        chassi: c.chassi,
        custoAquisicao: c.custoAquisicao,
        dataCompra: c.dataCompra,
        modelo: c.modelo ?? '',
        casoTrocaModelo: c.casoTrocaModelo ?? '',
      });
  }, [existente.data]);
  if (!estado.filtro && !estado.id) return semFiltro;
  const filtro = estado.filtro;
  const body = () => ({
    ano: existente.data?.ano ?? filtro?.ano ?? anoMesAtual().ano,
    mes: { id: existente.data?.mes.id ?? filtro?.mesId },
    concessionaria: { id: existente.data?.concessionaria.id ?? filtro?.concessionariaId },
    marca: { id: f.marcaId },
    tipoAquisicao: { id: f.tipoAquisicaoId },
    chassi: f.chassi.trim(),
    custoAquisicao: f.custoAquisicao,
    dataCompra: f.dataCompra,
    modelo: f.modelo || null,
    casoTrocaModelo: f.casoTrocaModelo || null,
  });
  const salvar = (ficar: boolean) =>
    gravar(
      () => (nova ? call('POST', 'kpi/captacao', { body: body(), silent: true }) : call('PUT', `kpi/captacao/${estado.id}`, { body: body(), silent: true })),
      kpiMsg.registroAtualizado,
      !ficar,
    ).then((ok) => {
      if (ok && ficar) setF(CAPTACAO_VAZIA);
    });
  return (
    <Tela
      titulo="Nova Captação"
      voltar={voltar}
      salvar={() => void salvar(false)}
      extra={nova && <Button type="button" label="Salvar +" onClick={() => void salvar(true)} />}
    >
      <Selecao
        id="cap-marca"
        rotulo="Marcas"
        valor={f.marcaId}
        opcoes={marcas.map((m) => ({ value: m.id, label: m.nome }))}
        mudar={(v) => setF({ ...f, marcaId: v })}
      />
      <Selecao
        id="cap-tipo"
        rotulo="Tipo de aquisição"
        valor={f.tipoAquisicaoId}
        opcoes={tipos.map((m) => ({ value: m.id, label: m.nome }))}
        mudar={(v) => setF({ ...f, tipoAquisicaoId: v })}
      />
      <Rotulado id="cap-chassi" rotulo="Chassi">
        <InputText id="cap-chassi" maxLength={17} value={f.chassi} onChange={(e) => setF({ ...f, chassi: e.target.value.toUpperCase() })} />
      </Rotulado>
      <Dinheiro id="cap-custo" rotulo="Custo de aquisição do Veículo" valor={f.custoAquisicao} mudar={(v) => setF({ ...f, custoAquisicao: v })} />
      <DataPicker id="cap-data" rotulo="Data da compra" valor={f.dataCompra} mudar={(v) => setF({ ...f, dataCompra: v })} />
      <Rotulado id="cap-modelo" rotulo="Modelo">
        <InputText id="cap-modelo" maxLength={200} value={f.modelo} onChange={(e) => setF({ ...f, modelo: e.target.value })} />
      </Rotulado>
      <Rotulado id="cap-troca" rotulo="Caso de troca modelo do veículo">
        <InputText id="cap-troca" maxLength={200} value={f.casoTrocaModelo} onChange={(e) => setF({ ...f, casoTrocaModelo: e.target.value })} />
      </Rotulado>
    </Tela>
  );
}

type Editaveis =
  | 'totalVendaVeiculosNovos'
  | 'estoqueAte30Dias'
  | 'estoque31a60Dias'
  | 'estoque61a90Dias'
  | 'estoqueAcima90Dias'
  | 'mediaDiasCarrosEstoque'
  | 'totalSeminovosVendidosNaoJlr';
const EDITAVEIS: [Editaveis, string][] = [
  ['totalVendaVeiculosNovos', 'Total de vendas de veículos novos'],
  ['estoqueAte30Dias', 'Estoque até 30 dias'],
  ['estoque31a60Dias', 'Estoque de 31 a 60 dias'],
  ['estoque61a90Dias', 'Estoque de 61 a 90 dias'],
  ['estoqueAcima90Dias', 'Estoque acima de 90 dias'],
  ['mediaDiasCarrosEstoque', 'Média de dias dos carros em estoque'],
  ['totalSeminovosVendidosNaoJlr', 'Total de usados vendidos não JLR'],
];

/** The read-only figures of Outros, computed from the month's captações and vehicles. */
type Calculado = keyof Pick<
  OutrosKpi,
  'totalVeiculosAdquiridosViaTradeIn' | 'totalSeminovosJlrAdquiridosParaRevenda' | 'receitaBrutaSeminovos' | 'custoTotalSeminovos'
>;
const CALCULADOS: [string, Calculado, string, typeof Inteiro | typeof Dinheiro][] = [
  ['tradein', 'totalVeiculosAdquiridosViaTradeIn', 'Total de veículos adquiridos via trade-in', Inteiro],
  ['revenda', 'totalSeminovosJlrAdquiridosParaRevenda', 'Total de seminovos JLR adquiridos para revenda', Inteiro],
  ['receita', 'receitaBrutaSeminovos', 'Receita bruta do departamento de seminovos', Dinheiro],
  ['custo', 'custoTotalSeminovos', 'Custo total do departamento de seminovos', Dinheiro],
];

/** /kpisapproved/othersEdit ('Outros'): the editable figures, and the read-only ones computed from the month's data. */
export function OutrosPage() {
  const { estado, voltar, gravar } = useSubtela();
  const filtro = estado.filtro ?? { ano: null, mesId: null, concessionariaId: null };
  const o = useOutros(filtro);
  const [v, setV] = useState<Partial<Record<Editaveis, number | null>>>({});
  useEffect(() => {
    if (o.data) setV(Object.fromEntries(EDITAVEIS.map(([k]) => [k, o.data[k]])));
  }, [o.data]);
  if (!estado.filtro) return semFiltro;
  if (!o.data) return <p className="loading">Carregando…</p>;
  const d = o.data;
  return (
    <Tela
      titulo="Outros"
      voltar={voltar}
      salvar={() =>
        void gravar(
          () =>
            call('POST', 'kpi/outros', {
              body: { ano: filtro.ano, mes: { id: filtro.mesId }, concessionaria: { id: filtro.concessionariaId }, ...v },
              silent: true,
            }),
          kpiMsg.outrosAtualizado,
        )
      }
    >
      {EDITAVEIS.map(([k, rotulo]) => (
        <Inteiro key={k} id={`outros-${k}`} rotulo={rotulo} valor={v[k] ?? null} mudar={(n) => setV({ ...v, [k]: n })} />
      ))}
      {CALCULADOS.map(([id, k, rotulo, Campo]) => (
        <Campo key={id} id={`outros-${id}`} rotulo={rotulo} valor={d[k]} mudar={() => undefined} somenteLeitura />
      ))}
    </Tela>
  );
}

export default PreparacaoPage;
