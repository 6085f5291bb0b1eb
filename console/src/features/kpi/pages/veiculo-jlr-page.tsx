import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { GRUPO_PERFIL } from '@portal/contracts/access/roles';
import { kpiMsg } from '@portal/contracts/kpi/messages';
import { ANEXOS_VEICULO_KPI, anosPassados, depreciacao, problemasVeiculoKpi, tempoEstoque, type CampoAnexoKpi } from '@portal/contracts/kpi/veiculo-form';
import { ApiError, call } from '../../../shared/api-client.ts';
import { useActor } from '../../../shared/actor.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useScreenPermission } from '../../../shared/permission.ts';
import type { FiltroKpi } from '../hooks/filtro-kpi.ts';
import { useAnosMeses } from '../hooks/use-anos-meses.ts';
import { useAnosPolitica, useMarcasJlr, useModelos, usePoliticas, useTiposAquisicao, useVersoes } from '../hooks/use-referencias.ts';
import { useVeiculo } from '../hooks/use-veiculos.ts';
import { mesDoFiltro } from '../components/filtros-kpi.tsx';
import { DataPicker, Dinheiro, Rotulado, Selecao } from '../components/campos.tsx';
import { AnexoKpi } from '../components/anexo-kpi.tsx';
import { mascaraKm } from '../../../shared/format.ts';
import { Historico } from '../../../shared/historico.tsx';

interface Form {
  marcaId: number | null;
  chassi: string;
  tipoAquisicaoId: number | null;
  anoModelo: string;
  anoFabricacao: string;
  precoPublico: number | null;
  custoAquisicao: number | null;
  valorVenda: number | null;
  modeloId: number | null;
  versaoId: number | null;
  anoPolitica: number | null;
  politicaId: number | null;
  kmVeiculo: string;
  numeroNF: string;
  cnpjNF: string;
  dataNF: string | null;
  dataCompra: string | null;
  dataVenda: string | null;
  approved: boolean;
  casoTrocaModelo: string;
  observacao: string;
  anexos: Record<CampoAnexoKpi, { endereco: string | null; nome: string | null }>;
}
const semAnexos = () => Object.fromEntries(ANEXOS_VEICULO_KPI.map(([c]) => [c, { endereco: null, nome: null }])) as Form['anexos'];
const VAZIO: Form = {
  marcaId: null,
  chassi: '',
  tipoAquisicaoId: null,
  anoModelo: '',
  anoFabricacao: '',
  precoPublico: null,
  custoAquisicao: null,
  valorVenda: null,
  modeloId: null,
  versaoId: null,
  anoPolitica: null,
  politicaId: null,
  kmVeiculo: '',
  numeroNF: '',
  cnpjNF: '',
  dataNF: null,
  dataCompra: null,
  dataVenda: null,
  approved: false,
  casoTrocaModelo: '',
  observacao: '',
  anexos: semAnexos(),
};
const digitos = (s: string, max: number) => s.replace(/\D/g, '').slice(0, max);

/** /kpisapproved/newVehicleJLR (spec 002 §2.8, §5.6): new or edit (state `id`), cascading selects, the Approved attachments. */
export default function VeiculoJlrPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const estado = (useLocation().state ?? {}) as { filtro?: FiltroKpi; id?: number };
  const filtro = estado.filtro ?? null;
  const id = estado.id ?? null;
  const actor = useActor();
  const { editavel } = useScreenPermission();
  const dealer = actor?.grupoPerfil === GRUPO_PERFIL.Dealer;
  const existente = useVeiculo(id);
  const anos = useAnosMeses();
  const [f, setF] = useState<Form>(VAZIO);
  const [problemas, setProblemas] = useState<string[]>([]);
  const [salvando, setSalvando] = useState(false);
  const marcas = useMarcasJlr().data ?? [];
  const tipos = useTiposAquisicao().data ?? [];
  const modelos = useModelos(f.marcaId).data ?? [];
  const versoes = useVersoes(f.modeloId).data ?? [];
  const marcaNome = marcas.find((m) => m.id === f.marcaId)?.nome ?? null;
  const anosPolitica = useAnosPolitica(marcaNome).data ?? [];
  const politicas = (usePoliticas(f.anoPolitica, marcaNome).data ?? []).filter((p) => p.versaoId === f.versaoId);

  useEffect(() => {
    const v = existente.data;
    if (!v) return;
    setF({
      marcaId: v.marca.id,
      chassi: v.chassi,
      tipoAquisicaoId: v.tipoAquisicao.id,
      anoModelo: String(v.anoModelo),
      anoFabricacao: v.anoFabricacao ? String(v.anoFabricacao) : '',
      precoPublico: v.precoPublico,
      custoAquisicao: v.custoAquisicao,
      valorVenda: v.valorVenda,
      modeloId: v.modeloResponse.id,
      versaoId: v.versao.id,
      anoPolitica: v.anoPolitica,
      politicaId: v.politica.id,
      kmVeiculo: v.kmVeiculo ?? '',
      numeroNF: v.numeroNF ?? '',
      cnpjNF: v.cnpjNF ?? '',
      dataNF: v.dataNF,
      dataCompra: v.dataCompra,
      dataVenda: v.dataVenda,
      approved: v.approved,
      casoTrocaModelo: v.casoTrocaModelo ?? '',
      observacao: v.observacao ?? '',
      anexos: {
        arquivoContratoGarantia: { endereco: v.arquivoContratoGarantia, nome: v.arquivoContratoGarantiaFisico },
        arquivoPrintSistema: { endereco: v.arquivoPrintSistema, nome: v.arquivoPrintSistemaFisico },
        arquivoNFVenda: { endereco: v.arquivoNFVenda, nome: v.arquivoNFVendaFisico },
        arquivoCheckList: { endereco: v.arquivoCheckList, nome: v.arquivoCheckListFisico },
      },
    });
  }, [existente.data]);

  const voltar = () => navigate('/kpisapproved', { state: { filtro } });
  if (!filtro && id === null) return <div className="empty">Escolha o dealer, o ano e o mês em KPIs Approved.</div>;
  const mes = filtro ? mesDoFiltro(anos.data, filtro) : null;
  const aprovadoParaDealer = dealer && existente.data?.statusDescricao === 'Aprovados';
  const somenteLeitura = !editavel || !!mes?.prazoVencido || aprovadoParaDealer;
  const anoAtual = new Date().getFullYear();
  const anosCalc = f.anoModelo.length === 4 ? anosPassados(anoAtual, Number(f.anoModelo)) : null;
  const dep = anosCalc && f.valorVenda && f.precoPublico ? depreciacao(f.valorVenda, f.precoPublico, anosCalc) : null;
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setF((x) => ({ ...x, [k]: v }));

  async function salvar() {
    const anexo = (c: CampoAnexoKpi) => f.anexos[c].endereco;
    const lista = problemasVeiculoKpi({
      marcaId: f.marcaId,
      chassi: f.chassi,
      tipoAquisicaoId: f.tipoAquisicaoId,
      anoModelo: f.anoModelo,
      precoPublico: f.precoPublico,
      custoAquisicao: f.custoAquisicao,
      valorVenda: f.valorVenda,
      modeloId: f.modeloId,
      versaoId: f.versaoId,
      politicaId: f.politicaId,
      anoPolitica: f.anoPolitica,
      numeroNF: f.numeroNF,
      kmVeiculo: f.kmVeiculo,
      approved: f.approved,
      arquivoContratoGarantia: anexo('arquivoContratoGarantia'),
      arquivoPrintSistema: anexo('arquivoPrintSistema'),
      arquivoNFVenda: anexo('arquivoNFVenda'),
      arquivoCheckList: anexo('arquivoCheckList'),
    });
    if (lista.length) {
      setProblemas(lista);
      return;
    }
    const body = {
      ano: existente.data?.ano ?? filtro!.ano,
      mes: { id: existente.data?.mes.id ?? filtro!.mesId },
      concessionaria: { id: existente.data?.concessionaria.id ?? filtro!.concessionariaId },
      marca: { id: f.marcaId },
      chassi: f.chassi.trim(),
      tipoAquisicao: { id: f.tipoAquisicaoId },
      anoModelo: Number(f.anoModelo),
      anoFabricacao: f.anoFabricacao ? Number(f.anoFabricacao) : null,
      precoPublico: f.precoPublico,
      custoAquisicao: f.custoAquisicao,
      valorVenda: f.valorVenda,
      modeloResponse: { id: f.modeloId },
      versao: { id: f.versaoId },
      politica: { id: f.politicaId },
      anoPolitica: f.anoPolitica,
      kmVeiculo: f.kmVeiculo || null,
      numeroNF: f.numeroNF || null,
      cnpjNF: f.cnpjNF || null,
      dataNF: f.dataNF,
      dataCompra: f.dataCompra,
      dataVenda: f.dataVenda,
      approved: f.approved,
      casoTrocaModelo: f.casoTrocaModelo || null,
      observacao: f.observacao || null,
      ...Object.fromEntries(ANEXOS_VEICULO_KPI.map(([c]) => [c, f.anexos[c].endereco])),
    };
    setSalvando(true);
    try {
      await call(id ? 'PUT' : 'POST', id ? `kpi/veiculos-jlr/${id}` : 'kpi/veiculos-jlr', { body, silent: true });
      toast.success(id ? kpiMsg.veiculoAlterado : kpiMsg.veiculoCadastrado);
      await qc.invalidateQueries({ queryKey: ['kpi'] });
      voltar();
    } catch (e) {
      setProblemas(e instanceof ApiError ? e.errors : [String(e)]);
    } finally {
      setSalvando(false);
    }
  }

  return (
    <section className="kpi-form">
      <h2>{id ? 'Editar Veículo JLR' : 'Novo Veículo JLR'}</h2>
      {existente.data && (
        <p className="kpi-status-linha">
          Status: <strong>{existente.data.statusDescricao}</strong>
        </p>
      )}
      <fieldset disabled={somenteLeitura} className="kpi-grade">
        <Selecao
          id="kpi-marca"
          rotulo="Marca"
          valor={f.marcaId}
          opcoes={marcas.map((m) => ({ value: m.id, label: m.nome }))}
          mudar={(v) => setF((x) => ({ ...x, marcaId: v, modeloId: null, versaoId: null, anoPolitica: null, politicaId: null }))}
          desabilitado={somenteLeitura}
        />
        <Rotulado id="kpi-chassi-form" rotulo="Chassi">
          <InputText id="kpi-chassi-form" maxLength={17} value={f.chassi} onChange={(e) => set('chassi', e.target.value.toUpperCase())} />
        </Rotulado>
        <Selecao
          id="kpi-tipo"
          rotulo="Tipo de Aquisição"
          valor={f.tipoAquisicaoId}
          opcoes={tipos.map((t) => ({ value: t.id, label: t.nome }))}
          mudar={(v) => set('tipoAquisicaoId', v)}
          desabilitado={somenteLeitura}
        />
        <Rotulado id="kpi-ano-modelo" rotulo="Ano do Modelo">
          <InputText id="kpi-ano-modelo" maxLength={4} inputMode="numeric" value={f.anoModelo} onChange={(e) => set('anoModelo', digitos(e.target.value, 4))} />
        </Rotulado>
        <Rotulado id="kpi-ano-fabricacao" rotulo="Ano de fabricação">
          <InputText
            id="kpi-ano-fabricacao"
            maxLength={4}
            inputMode="numeric"
            value={f.anoFabricacao}
            onChange={(e) => set('anoFabricacao', digitos(e.target.value, 4))}
          />
        </Rotulado>
        <Dinheiro id="kpi-preco" rotulo="Preço Público" valor={f.precoPublico} mudar={(v) => set('precoPublico', v)} somenteLeitura={somenteLeitura} />
        <Dinheiro id="kpi-custo" rotulo="Custo de aquisição" valor={f.custoAquisicao} mudar={(v) => set('custoAquisicao', v)} somenteLeitura={somenteLeitura} />
        <Dinheiro id="kpi-venda" rotulo="Valor da venda" valor={f.valorVenda} mudar={(v) => set('valorVenda', v)} somenteLeitura={somenteLeitura} />
        <Selecao
          id="kpi-modelo"
          rotulo="Modelo"
          valor={f.modeloId}
          opcoes={modelos.map((m) => ({ value: m.id, label: m.nome }))}
          mudar={(v) => setF((x) => ({ ...x, modeloId: v, versaoId: null, politicaId: null }))}
          desabilitado={somenteLeitura || !f.marcaId}
        />
        <Selecao
          id="kpi-versao"
          rotulo="Versão"
          valor={f.versaoId}
          opcoes={versoes.map((m) => ({ value: m.id, label: m.nome }))}
          mudar={(v) => setF((x) => ({ ...x, versaoId: v, politicaId: null }))}
          desabilitado={somenteLeitura || !f.modeloId}
        />
        <Selecao
          id="kpi-ano-politica"
          rotulo="Ano da política"
          valor={f.anoPolitica}
          opcoes={anosPolitica.map((a) => ({ value: a, label: String(a) }))}
          mudar={(v) => setF((x) => ({ ...x, anoPolitica: v, politicaId: null }))}
          desabilitado={somenteLeitura || !f.marcaId}
        />
        <Selecao
          id="kpi-politica"
          rotulo="Política"
          valor={f.politicaId}
          opcoes={politicas.map((p) => ({ value: p.id, label: p.nome }))}
          mudar={(v) => set('politicaId', v)}
          desabilitado={somenteLeitura || !f.versaoId || !f.anoPolitica}
        />
        <Rotulado id="kpi-km" rotulo="Km do veículo">
          <div className="p-inputgroup">
            <InputText
              id="kpi-km"
              inputMode="numeric"
              maxLength={11}
              value={mascaraKm(f.kmVeiculo)}
              onChange={(e) => set('kmVeiculo', digitos(e.target.value, 9))}
            />
            <span className="p-inputgroup-addon">km</span>
          </div>
        </Rotulado>
        <Rotulado id="kpi-nf" rotulo="Número da NF">
          <InputText id="kpi-nf" inputMode="numeric" maxLength={18} value={f.numeroNF} onChange={(e) => set('numeroNF', digitos(e.target.value, 18))} />
        </Rotulado>
        <Rotulado id="kpi-cnpj" rotulo="CNPJ da NF">
          <InputText id="kpi-cnpj" maxLength={18} value={f.cnpjNF} onChange={(e) => set('cnpjNF', e.target.value)} />
        </Rotulado>
        <DataPicker id="kpi-data-nf" rotulo="Data da NF" valor={f.dataNF} mudar={(v) => set('dataNF', v)} />
        <DataPicker id="kpi-data-compra" rotulo="Data da compra" valor={f.dataCompra} mudar={(v) => set('dataCompra', v)} />
        <DataPicker id="kpi-data-venda" rotulo="Data da venda" valor={f.dataVenda} mudar={(v) => set('dataVenda', v)} />
        <Selecao
          id="kpi-approved"
          rotulo="Approved"
          valor={f.approved}
          opcoes={[
            { value: true, label: 'Sim' },
            { value: false, label: 'Não' },
          ]}
          mudar={(v) => set('approved', !!v)}
          desabilitado={somenteLeitura}
        />
        <Rotulado id="kpi-troca" rotulo="Caso de troca, modelo do veículo">
          <InputText id="kpi-troca" maxLength={200} value={f.casoTrocaModelo} onChange={(e) => set('casoTrocaModelo', e.target.value)} />
        </Rotulado>
        <Rotulado id="kpi-anos-passados" rotulo="Anos passados">
          <InputText id="kpi-anos-passados" readOnly value={anosCalc === null ? '' : String(anosCalc)} />
        </Rotulado>
        <Rotulado id="kpi-depreciacao" rotulo="Depreciação (%)">
          <InputText id="kpi-depreciacao" readOnly value={dep === null ? '' : dep.toFixed(2).replace('.', ',')} />
        </Rotulado>
        <Rotulado id="kpi-tempo-estoque" rotulo="Tempo de estoque (dias)">
          <InputText id="kpi-tempo-estoque" readOnly value={String(tempoEstoque(f.dataCompra, f.dataVenda) ?? '')} />
        </Rotulado>
        <Rotulado id="kpi-obs" rotulo="Observação">
          <InputTextarea id="kpi-obs" maxLength={2000} value={f.observacao} onChange={(e) => set('observacao', e.target.value)} />
        </Rotulado>
      </fieldset>
      <div className="kpi-anexos">
        {ANEXOS_VEICULO_KPI.map(([c, rotulo]) => (
          <AnexoKpi
            key={c}
            id={c}
            rotulo={rotulo}
            endereco={f.anexos[c].endereco}
            nome={f.anexos[c].nome}
            somenteLeitura={somenteLeitura}
            mudar={(endereco, nome) => setF((x) => ({ ...x, anexos: { ...x.anexos, [c]: { endereco, nome } } }))}
          />
        ))}
      </div>
      {id !== null && existente.data && (
        <details className="kpi-historico">
          <summary>Histórico</summary>
          <Historico tipo="kpi-veiculo" id={id} />
        </details>
      )}
      <div className="kpi-form-acoes">
        <Button type="button" outlined label="Voltar" onClick={voltar} />
        {!somenteLeitura && <Button type="button" label="Salvar" loading={salvando} onClick={() => void salvar()} />}
      </div>
      <Dialog header="ATENCAO AO PROSSEGUIR" visible={problemas.length > 0} onHide={() => setProblemas([])} style={{ width: '32rem' }}>
        <ul className="kpi-problemas">
          {problemas.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </Dialog>
    </section>
  );
}
