import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { tmsg } from '@portal/contracts/direct-sales/tela-messages';
import type { DocumentoExigidoLinha } from '@portal/contracts/direct-sales/schemas';
import { useDocumentosExigidos } from '../hooks/use-lookups.ts';

const SITUACAO: Record<DocumentoExigidoLinha['situacao'], string> = { obrigatorio: 'Obrigatório', opcional: 'Opcional', naoAnexar: 'Não anexar' };

/** The required-documents dialog (spec §2.3): GET pedidos/documentos?obrigatorio=true&steps&tipoCliente, with what is attached. */
export function DocumentosDialog({
  aberto,
  onClose,
  step,
  tipoCliente,
  anexados,
}: {
  aberto: boolean;
  onClose: () => void;
  step: number;
  tipoCliente: number | null;
  anexados: number[];
}) {
  const docs = useDocumentosExigidos(aberto ? tipoCliente : null, step);
  const linhas = (docs.data ?? []) as DocumentoExigidoLinha[];
  return (
    <Dialog
      header="Documentos obrigatórios"
      visible={aberto}
      onHide={onClose}
      style={{ width: 'min(720px, 95vw)' }}
      footer={<Button label="Fechar" onClick={onClose} />}
    >
      {tipoCliente === null ? (
        <p>{tmsg.selecioneTipoCliente}</p>
      ) : (
        <DataTable value={linhas} size="small" stripedRows loading={docs.isFetching} emptyMessage={tmsg.semDocumentos} aria-label="Documentos obrigatórios">
          <Column header="Documento" field="tipoArquivoNome" />
          <Column header="Situação" body={(d: DocumentoExigidoLinha) => SITUACAO[d.situacao] ?? (d.obrigatorio ? 'Obrigatório' : 'Opcional')} />
          <Column header="Anexado" body={(d: DocumentoExigidoLinha) => (anexados.includes(d.tipoArquivo) ? 'Sim' : 'Não')} />
        </DataTable>
      )}
    </Dialog>
  );
}
