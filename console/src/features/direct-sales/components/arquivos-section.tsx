import { useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import type { Actor } from '@portal/contracts/access/roles';
import { pmsg } from '@portal/contracts/direct-sales/messages';
import { tmsg } from '@portal/contracts/direct-sales/tela-messages';
import { msg } from '@portal/contracts/messages';
import { ApiError } from '../../../shared/api-client.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { toast } from '../../../shared/toasts.tsx';
import { BotaoFotografar } from '../../../shared/fotografar.tsx';
import { pilhaNoCelular, useCelular } from '../../../shared/use-celular.ts';
import { baixarArquivo, enviarArquivoDoPedido } from '../hooks/use-arquivos.ts';
import { useTiposArquivo } from '../hooks/use-lookups.ts';
import { podeRemoverArquivo } from '../derivados.ts';
import type { ArquivoForm } from '../form-pedido.ts';
import { Secao } from './campos.tsx';
import { DocumentosDialog } from './documentos-dialog.tsx';

interface Props {
  arquivos: ArquivoForm[];
  onChange: (a: ArquivoForm[]) => void;
  desabilitado: boolean;
  actor: Actor | null;
  step: number;
  tipoCliente: number | null;
}

const statusTexto = (s: ArquivoForm['status']) => (s === 0 ? 'Pendente' : s === 1 || s === true ? 'Enviado' : s === false ? 'Falhou' : '-');

/**
 * Files (spec §2.3 item 7): the type, then one file (button or drop; one file per drop), sent at once to
 * genericos/enviar/geral and kept with the next save; the table (type, name, user, date, status, download, remove) and the
 * required-documents dialog.
 */
export function ArquivosSection({ arquivos, onChange, desabilitado, actor, step, tipoCliente }: Props) {
  const tipos = useTiposArquivo();
  const [tipo, setTipo] = useState<number | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [documentos, setDocumentos] = useState(false);
  const [arrastando, setArrastando] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const celular = useCelular();
  const nomeTipo = (id: number) => tipos.data?.find((t) => t.tipoArquivo === id)?.tipoArquivoNome ?? '';

  const enviar = async (file: File | undefined) => {
    if (!file) return;
    if (tipo === null) {
      toast.warn(pmsg.selecioneTipoArquivo);
      return;
    }
    setEnviando(true);
    try {
      const a = await enviarArquivoDoPedido(file);
      onChange([
        ...arquivos,
        {
          id: a.id,
          tipoArquivo: tipo,
          tipoArquivoNome: nomeTipo(tipo),
          nomeArquivo: a.nome,
          nomeUsuario: actor?.nome ?? '',
          dataUpload: new Date().toISOString(),
          urlArquivo: a.endereco,
          status: 1,
          salvo: false,
        },
      ]);
      toast.success(tmsg.arquivoEnviado(a.nome));
    } catch (e) {
      // upload failure: the first error message as a toast (spec §8.1)
      toast.error(e instanceof ApiError ? (e.errors[0] ?? tmsg.arquivoFalhou) : tmsg.arquivoFalhou);
    } finally {
      setEnviando(false);
      if (input.current) input.current.value = '';
    }
  };
  const escolher = () => {
    if (tipo === null) {
      toast.warn(pmsg.selecioneTipoArquivo);
      return;
    }
    input.current?.click();
  };
  const remover = (a: ArquivoForm) => {
    if (!podeRemoverArquivo(a, actor)) {
      toast.warn(pmsg.somenteAdministradorExclui);
      return;
    }
    onChange(arquivos.filter((x) => x.id !== a.id));
  };
  const baixar = (a: ArquivoForm) => {
    baixarArquivo(a.urlArquivo || a.id, a.nomeArquivo).catch((e: unknown) =>
      toast.error(e instanceof ApiError ? (e.errors[0] ?? msg.erroInterno) : msg.erroInterno),
    );
  };
  return (
    <Secao
      id="sec-arquivos"
      titulo="Arquivos"
      acoes={<Button type="button" label="Documentos obrigatórios" icon="pi pi-list-check" text onClick={() => setDocumentos(true)} />}
    >
      {!desabilitado && (
        <div
          className={arrastando ? 'pedido-upload pedido-upload-ativo' : 'pedido-upload'}
          onDragOver={(e) => {
            e.preventDefault();
            setArrastando(true);
          }}
          onDragLeave={() => setArrastando(false)}
          onDrop={(e) => {
            e.preventDefault();
            setArrastando(false);
            void enviar(e.dataTransfer.files[0]);
          }}
        >
          <Dropdown
            inputId="arq-tipo"
            value={tipo}
            options={tipos.data ?? []}
            optionLabel="tipoArquivoNome"
            optionValue="tipoArquivo"
            placeholder="Tipo de arquivo"
            aria-label="Tipo de arquivo"
            filter
            onChange={(e) => setTipo((e.value as number | null) ?? null)}
          />
          <Button type="button" label="Selecionar arquivo" icon="pi pi-upload" loading={enviando} onClick={escolher} />
          {/* on a phone a document or a payment proof is photographed; Selecionar arquivo keeps the PDFs */}
          {celular && <BotaoFotografar rotulo="arquivo do pedido" carregando={enviando} onFoto={(f) => void enviar(f)} />}
          <span className="muted">ou arraste um arquivo para cá (PDF, JPG ou PNG)</span>
          <input
            ref={input}
            type="file"
            hidden
            accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
            aria-label="Arquivo"
            data-testid="arquivo-input"
            onChange={(e) => void enviar(e.target.files?.[0])}
          />
        </div>
      )}
      <DataTable
        value={arquivos}
        size="small"
        stripedRows
        emptyMessage={msg.nenhumRegistro}
        aria-label="Arquivos do pedido"
        dataKey="id"
        {...pilhaNoCelular(celular)}
      >
        <Column header="Tipo" body={(a: ArquivoForm) => a.tipoArquivoNome || nomeTipo(a.tipoArquivo) || a.tipoArquivo} />
        <Column header="Nome" body={(a: ArquivoForm) => (a.salvo ? a.nomeArquivo : `${a.nomeArquivo} (não salvo)`)} />
        <Column header="Usuário" body={(a: ArquivoForm) => a.nomeUsuario || '-'} />
        <Column header="Data" body={(a: ArquivoForm) => formatDateTime(a.dataUpload, a.dataUpload || '-')} />
        <Column header="Status" body={(a: ArquivoForm) => statusTexto(a.status)} />
        <Column
          header="Ações"
          body={(a: ArquivoForm) => (
            <div className="vl-actions">
              <Button type="button" icon="pi pi-download" rounded text aria-label={`Baixar ${a.nomeArquivo}`} onClick={() => baixar(a)} />
              {!desabilitado && (
                <Button type="button" icon="pi pi-trash" rounded text severity="danger" aria-label={`Remover ${a.nomeArquivo}`} onClick={() => remover(a)} />
              )}
            </div>
          )}
        />
      </DataTable>
      <DocumentosDialog
        aberto={documentos}
        onClose={() => setDocumentos(false)}
        step={step}
        tipoCliente={tipoCliente}
        anexados={arquivos.map((a) => a.tipoArquivo)}
      />
    </Secao>
  );
}
