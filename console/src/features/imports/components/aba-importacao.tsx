import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileUpload, type FileUploadHandlerEvent } from 'primereact/fileupload';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import type { AbaImportacao, NomeParametro } from '@portal/contracts/imports/aba';
import { TIPOS_DESCONTO } from '@portal/contracts/imports/abas/politica-desconto';
import { ABAS_IMPORTACAO_2 } from '@portal/contracts/imports/abas/index';
import { impmsg, NOMES_STATUS_IMPORTACAO } from '@portal/contracts/imports/messages';
import { valorPadrao } from '@portal/contracts/imports/padroes';
import { ApiError } from '../../../shared/api-client.ts';
import { downloadXlsx, useExportacao } from '../../../shared/download.ts';
import { formatAnoFiscal, formatDateTime } from '../../../shared/format.ts';
import { toast } from '../../../shared/toasts.tsx';
import { Overlay } from '../../../shared/overlay.tsx';
import { useScreenPermission } from '../../../shared/permission.ts';
import type { LinhaHistorico } from '@portal/contracts/imports/schemas';
import { emAndamento, PASSO_HISTORICO, useHistorico } from '../hooks/use-historico.ts';
import { useAnoFiscalAtual, useAnosFiscais } from '../hooks/use-anos-fiscais.ts';
import { useCiclos } from '../hooks/use-ciclos.ts';
import { useTiposModelo } from '../hooks/use-tipos-modelo.ts';
import { useTiposRelatorio } from '../hooks/use-tipos-relatorio.ts';
import { enviarImportacao } from '../hooks/use-enviar-importacao.ts';
import { cancelarImportacao } from '../hooks/use-cancelar-importacao.ts';

/** An option of the tab's selects. */
type Opcao = { id: number; nome: string };

const ROTULO: Record<NomeParametro, string> = {
  ano: 'Ano',
  cicloId: 'Ciclo',
  tipoDesconto: 'Política de desconto',
  tipoModeloAgrupadoId: 'Modelo',
  importacaoRelatorioTipoId: 'Relatório',
};
const RELATORIO: [number, string][] = [
  [2, 'Aprovados'],
  [7, 'Avisos'],
  [4, 'Erros'],
  [3, 'Duplicados'],
];

/**
 * The tab's template: the tabs with example rows or their own layout (Emplacamento, Varejo, Relatórios — per report
 * type —, Floor Plan, Plano Anual) come from `importacoes/relatorio`; the others are the header of `importacoes/modelo`.
 */
function modeloDaAba(aba: AbaImportacao, tipoRelatorio: number | undefined): [string, { query: Record<string, number>; fallback: string }] {
  if (!ABAS_IMPORTACAO_2.some((a) => a.arquivo === aba.arquivo))
    return ['importacoes/modelo', { query: { arquivo: aba.arquivo }, fallback: `Modelo_${aba.nome}` }];
  const query: Record<string, number> = { arquivo: aba.arquivo };
  if (tipoRelatorio !== undefined) query.abaRelatorios = tipoRelatorio;
  return ['importacoes/relatorio', { query, fallback: `Modelo_${aba.nome}` }];
}

/** One tab of /imports, rendered from its metadata: rules, selects, one-file upload, template, history with progress. */
export function AbaImportacaoView({ aba }: { aba: AbaImportacao }) {
  const { editavel } = useScreenPermission();
  const qc = useQueryClient();
  const [limite, setLimite] = useState(PASSO_HISTORICO);
  const [enviando, setEnviando] = useState(false);
  const upload = useRef<FileUpload>(null);
  const precisa = (p: NomeParametro) => aba.parametros.includes(p);
  const anos = useAnosFiscais(precisa('ano'));
  const anoAtual = useAnoFiscalAtual(precisa('ano'));
  const tiposModelo = useTiposModelo(precisa('tipoModeloAgrupadoId'));
  const tiposRelatorio = useTiposRelatorio(precisa('importacaoRelatorioTipoId'));
  const [escolhas, setEscolhas] = useState<Partial<Record<NomeParametro, number>>>({});
  // defaults: the current fiscal year; the cycles (and the default cycle) of the chosen fiscal year
  const anoFiscal = escolhas.ano ?? anoAtual.data;
  const ciclos = useCiclos(precisa('cicloId') ? anoFiscal : undefined);
  const valor = (p: NomeParametro): number | undefined => escolhas[p] ?? valorPadrao(p, anoAtual.data, ciclos.data);
  const escolher = (p: NomeParametro, v: number) =>
    // another fiscal year: its own cycles, so the cycle goes back to that year's default
    setEscolhas((s) => (p === 'ano' ? { ...s, ano: v, cicloId: undefined } : { ...s, [p]: v }));
  const opcoes = (p: NomeParametro): Opcao[] => {
    if (p === 'tipoDesconto') return TIPOS_DESCONTO.map((t) => ({ id: t.id, nome: t.nome }));
    // spec 000 §9 "fiscal year as year/next year": shown '2026/2027', sent as the fiscal year the server takes (2027)
    if (p === 'ano') return (anos.data ?? []).map((a) => ({ id: a, nome: formatAnoFiscal(a) }));
    if (p === 'cicloId') return (ciclos.data ?? []).map((c) => ({ id: c.id, nome: c.nome }));
    if (p === 'tipoModeloAgrupadoId') return tiposModelo.data ?? [];
    return tiposRelatorio.data ?? [];
  };
  const historico = useHistorico(aba, limite);

  async function enviar(e: FileUploadHandlerEvent) {
    const file = e.files[0];
    if (!file) return;
    const params: Partial<Record<NomeParametro, number>> = {};
    for (const p of aba.parametros) {
      const v = valor(p);
      if (v === undefined) {
        toast.error(
          {
            ano: impmsg.selecioneAno,
            cicloId: impmsg.selecioneCiclo,
            tipoDesconto: impmsg.selecionePolitica,
            tipoModeloAgrupadoId: impmsg.selecioneModelo,
            importacaoRelatorioTipoId: impmsg.selecioneOModelo,
          }[p],
        );
        upload.current?.clear();
        return;
      }
      params[p] = v;
    }
    setEnviando(true);
    try {
      const r = await enviarImportacao(aba, params, file);
      toast.success(r.mensagem);
      await qc.invalidateQueries({ queryKey: ['importacoes', aba.arquivo] });
    } catch (err) {
      toast.error(err instanceof ApiError ? (err.errors[0] ?? err.message) : String(err));
    } finally {
      setEnviando(false);
      upload.current?.clear();
    }
  }

  // 002 §8.3: a failed report download only closes the overlay
  const { exportando, exportar: relatorio } = useExportacao((r: LinhaHistorico, statusId: number) =>
    downloadXlsx('GET', 'importacoes/report', { query: { arquivo: aba.arquivo, importacaoLogId: r.id, statusId }, fallback: 'Relatorio' }),
  );

  const linhas = historico.data?.rows ?? [];
  return (
    <div className="importacao-aba" data-arquivo={aba.arquivo}>
      <div className="importacao-topo" style={{ display: 'flex', gap: '2rem', flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 20rem' }}>
          <h3>Regras</h3>
          <ul className="importacao-regras">
            {aba.regras.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <p>
            Colunas: {aba.colunas.map((c) => `${c.nome}${c.obrigatoria ? '*' : ''}`).join(', ')}.{' '}
            <Button
              type="button"
              link
              label="Baixar planilha modelo"
              icon="pi pi-download"
              onClick={() => void downloadXlsx('GET', ...modeloDaAba(aba, valor('importacaoRelatorioTipoId'))).catch(() => undefined)}
            />
          </p>
        </div>
        <div style={{ flex: '1 1 20rem' }}>
          {aba.parametros.map((p) => (
            <div key={p} className="field" style={{ marginBottom: '0.75rem' }}>
              <label htmlFor={`imp-${aba.arquivo}-${p}`} style={{ display: 'block' }}>
                {ROTULO[p]}
              </label>
              <Dropdown
                inputId={`imp-${aba.arquivo}-${p}`}
                value={valor(p) ?? null}
                options={opcoes(p)}
                optionLabel="nome"
                optionValue="id"
                placeholder={`Selecione ${ROTULO[p].toLowerCase()}`}
                onChange={(e) => escolher(p, e.value as number)}
                style={{ minWidth: '14rem' }}
              />
            </div>
          ))}
          {editavel && (
            <FileUpload
              ref={upload}
              name="files"
              customUpload
              auto
              uploadHandler={(e) => void enviar(e)}
              accept={aba.extensoes.map((x) => `.${x}`).join(',')}
              multiple={false}
              disabled={enviando}
              chooseLabel="Selecionar arquivo"
              emptyTemplate={<p>Arraste o arquivo ({aba.extensoes.map((x) => '.' + x).join(' ou ')}) para cá ou clique para selecionar.</p>}
            />
          )}
          {enviando && <ProgressBar mode="indeterminate" style={{ height: '6px' }} aria-label="Enviando arquivo" />}
        </div>
      </div>
      <h3>Histórico</h3>
      {historico.isError ? (
        <p className="p-error" role="alert">
          {impmsg.falhaListagem}
        </p>
      ) : (
        <DataTable
          value={linhas}
          loading={historico.isLoading}
          emptyMessage={impmsg.nenhumRegistro}
          size="small"
          aria-label={`Histórico: ${aba.nome}`}
          dataKey="id"
        >
          <Column header="Arquivo" field="nomeArquivo" />
          <Column header="Data" body={(r: LinhaHistorico) => formatDateTime(r.dataImportacao)} />
          <Column
            header="Status"
            body={(r: LinhaHistorico) =>
              emAndamento(r) ? (
                <div style={{ minWidth: '10rem' }}>
                  <span>{NOMES_STATUS_IMPORTACAO[r.status]}</span>
                  <ProgressBar value={r.percentual} style={{ height: '14px' }} aria-label={`Progresso da importação ${r.id}`} />
                  {editavel && <Button type="button" link label="Cancelar" onClick={() => void cancelarImportacao(r.id).then(() => historico.refetch())} />}
                </div>
              ) : (
                <span title={r.mensagem ?? undefined}>{NOMES_STATUS_IMPORTACAO[r.status]}</span>
              )
            }
          />
          <Column header="Total" field="total" />
          {RELATORIO.map(([statusId, rotulo]) => (
            <Column
              key={statusId}
              header={rotulo}
              body={(r: LinhaHistorico) => {
                const n = statusId === 2 ? r.ok : statusId === 7 ? r.aviso : statusId === 4 ? r.erro : r.duplicado;
                return n > 0 && !emAndamento(r) ? (
                  <Button
                    type="button"
                    link
                    label={String(n)}
                    aria-label={`Baixar ${rotulo.toLowerCase()} da importação ${r.id}`}
                    onClick={() => void relatorio(r, statusId)}
                  />
                ) : (
                  String(n)
                );
              }}
            />
          ))}
        </DataTable>
      )}
      {(historico.data?.total ?? 0) > linhas.length && linhas.length >= PASSO_HISTORICO && (
        <Button type="button" label="Carregar mais" className="p-button-text" onClick={() => setLimite((l) => l + PASSO_HISTORICO)} />
      )}
      {exportando && <Overlay texto={impmsg.exportando} />}
    </div>
  );
}
