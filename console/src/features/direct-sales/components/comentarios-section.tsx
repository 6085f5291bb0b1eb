import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { msg } from '@portal/contracts/messages';
import { toast } from '../../../shared/toasts.tsx';
import { useDestinatarios } from '../hooks/use-lookups.ts';
import { MAX_COMENTARIO, erroComentario } from '../derivados.ts';
import type { ComentarioForm } from '../form-pedido.ts';
import { dataHora } from './historico-section.tsx';
import { Campo, Secao } from './campos.tsx';

interface Props {
  comentarios: ComentarioForm[];
  concessionariaId: number | null;
  /** Inserir: the comment checked; the screen sends it (with the next save, or at once for a saved order) */
  onInserir: (c: ComentarioForm) => Promise<boolean>;
  desabilitado: boolean;
}

/**
 * Comments (spec §2.3 item 13): recipient (pedidos/destinatarios of the order's dealer), message, Inserir (the spec's two
 * messages when empty; at most 8000 characters) and the table.
 */
export function ComentariosSection({ comentarios, concessionariaId, onInserir, desabilitado }: Props) {
  const destinatarios = useDestinatarios(concessionariaId);
  const [destinatario, setDestinatario] = useState<number | null>(null);
  const [texto, setTexto] = useState('');
  const [enviando, setEnviando] = useState(false);
  const inserir = async () => {
    const erro = erroComentario(texto, destinatario);
    if (erro) {
      toast.warn(erro);
      return;
    }
    const nome = destinatarios.data?.find((d) => d.userId === destinatario)?.nome ?? '';
    setEnviando(true);
    try {
      const ok = await onInserir({
        descricao: texto.trim(),
        usuarioDestinatarioId: destinatario,
        destinatarioNome: nome,
        dataCadastro: null,
        nomeUsuarioCadastro: '',
      });
      if (ok) {
        setTexto('');
        setDestinatario(null);
      }
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Secao id="sec-comentarios" titulo="Comentários">
      {!desabilitado && (
        <div className="master-form-grid">
          <Campo id="com-destinatario" rotulo="Destinatário" obrigatorio>
            <Dropdown
              inputId="com-destinatario"
              value={destinatario}
              options={destinatarios.data ?? []}
              optionLabel="nome"
              optionValue="userId"
              filter
              placeholder="Selecione"
              onChange={(e) => setDestinatario((e.value as number | null) ?? null)}
            />
          </Campo>
          <Campo id="com-mensagem" rotulo="Mensagem" obrigatorio largo>
            <InputTextarea id="com-mensagem" value={texto} rows={3} autoResize onChange={(e) => setTexto(e.target.value)} />
            <small className={texto.length > MAX_COMENTARIO ? 'form-error' : 'muted'}>
              {texto.length}/{MAX_COMENTARIO}
            </small>
          </Campo>
          <div className="form-row-end form-field-wide">
            <Button type="button" label="Inserir" icon="pi pi-send" loading={enviando} onClick={() => void inserir()} />
          </div>
        </div>
      )}
      <DataTable value={comentarios} size="small" stripedRows emptyMessage={msg.nenhumRegistro} aria-label="Comentários do pedido">
        <Column header="Mensagem" body={(c: ComentarioForm) => <span className="pedido-comentario">{c.descricao}</span>} />
        <Column header="Destinatário" body={(c: ComentarioForm) => c.destinatarioNome || '-'} />
        <Column header="Usuário" body={(c: ComentarioForm) => c.nomeUsuarioCadastro || '-'} />
        <Column header="Data" body={(c: ComentarioForm) => (c.dataCadastro ? dataHora(c.dataCadastro) : 'Será enviado ao salvar')} />
      </DataTable>
    </Secao>
  );
}
