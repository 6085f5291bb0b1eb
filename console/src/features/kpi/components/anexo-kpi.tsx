import { useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { kpiMsg } from '@portal/contracts/kpi/messages';
import { EXTENSOES_ANEXO_KPI, extensaoAceita } from '@portal/contracts/kpi/veiculo-form';
import { API_BASE, ApiError } from '../../../shared/api-client.ts';
import { persisted } from '../../../shared/storage.ts';
import { toast } from '../../../shared/toasts.tsx';
import { BotaoFotografar } from '../../../shared/fotografar.tsx';
import { useCelular } from '../../../shared/use-celular.ts';
import { enviarAnexoKpi } from '../hooks/enviar-anexo-kpi.ts';

/** What the file picker offers: the spec's jpg, jpeg, png and pdf. */
const ACEITA = [...EXTENSOES_ANEXO_KPI.map((x) => `.${x}`), 'image/jpeg', 'image/png', 'application/pdf'].join(',');

/** One attachment of the KPI vehicle: choose (jpg/jpeg/png/pdf, else 'Extensão não aceita!'), upload, preview in a dialog, remove. */
export function AnexoKpi(p: {
  id: string;
  rotulo: string;
  endereco: string | null;
  nome: string | null;
  mudar: (endereco: string | null, nome: string | null) => void;
  somenteLeitura: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [enviando, setEnviando] = useState(false);
  const [previa, setPrevia] = useState<{ url: string; tipo: string } | null>(null);
  const celular = useCelular();

  async function escolher(file: File | undefined) {
    if (!file) return;
    if (!extensaoAceita(file.name)) {
      toast.warn(kpiMsg.extensaoNaoAceita);
      return;
    }
    setEnviando(true);
    try {
      p.mudar(await enviarAnexoKpi(file), file.name);
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : kpiMsg.anexoInvalido);
    } finally {
      setEnviando(false);
      if (input.current) input.current.value = '';
    }
  }

  async function visualizar() {
    const id = p.endereco!.replace(/^arquivos\//, '');
    const token = persisted.token();
    const res = await fetch(`${API_BASE}/genericos/arquivos/${id}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) {
      toast.error(kpiMsg.anexoInvalido);
      return;
    }
    const blob = await res.blob();
    setPrevia({ url: URL.createObjectURL(blob), tipo: blob.type });
  }

  return (
    <div className="kpi-anexo" data-anexo={p.id}>
      <span className="kpi-rotulo">{p.rotulo}</span>
      <input ref={input} id={p.id} type="file" hidden accept={ACEITA} aria-label={p.rotulo} onChange={(e) => void escolher(e.target.files?.[0])} />
      {p.endereco ? <span className="kpi-anexo-nome">{p.nome ?? 'Arquivo anexado'}</span> : <span className="kpi-anexo-nome vazio">Nenhum arquivo</span>}
      {!p.somenteLeitura && (
        <Button
          type="button"
          text
          icon="pi pi-upload"
          label="Anexar"
          loading={enviando}
          onClick={() => input.current?.click()}
          aria-label={`Anexar ${p.rotulo}`}
        />
      )}
      {/* on a phone the photo comes from the camera; Anexar keeps the PDFs */}
      {celular && !p.somenteLeitura && <BotaoFotografar rotulo={p.rotulo} carregando={enviando} onFoto={(f) => void escolher(f)} />}
      {p.endereco && <Button type="button" text icon="pi pi-eye" label="Visualizar" onClick={() => void visualizar()} aria-label={`Visualizar ${p.rotulo}`} />}
      {p.endereco && !p.somenteLeitura && (
        <Button type="button" text severity="danger" icon="pi pi-times" aria-label={`Remover ${p.rotulo}`} onClick={() => p.mudar(null, null)} />
      )}
      <Dialog
        header={p.rotulo}
        visible={previa !== null}
        style={{ width: '70vw' }}
        onHide={() => {
          if (previa) URL.revokeObjectURL(previa.url);
          setPrevia(null);
        }}
      >
        {previa &&
          (previa.tipo === 'application/pdf' ? (
            <iframe title={`Prévia: ${p.rotulo}`} src={previa.url} style={{ width: '100%', height: '70vh', border: 0 }} />
          ) : (
            <img alt={`Prévia: ${p.rotulo}`} src={previa.url} style={{ maxWidth: '100%' }} />
          ))}
      </Dialog>
    </div>
  );
}
