import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { pmsg } from '@portal/contracts/direct-sales/messages';
import { MAX_COMENTARIO } from '../derivados.ts';

/**
 * The cancel dialog and the reject-sale (or any move that asks for a comment) dialog: the comment is mandatory
 * ('O comentário é obrigatório', spec §5.1) and at most 8000 characters.
 */
export function MotivoDialog({
  titulo,
  rotuloConfirmar,
  pergunta,
  onConfirmar,
  onClose,
}: {
  titulo: string;
  rotuloConfirmar: string;
  pergunta?: string;
  onConfirmar: (motivo: string) => void;
  onClose: () => void;
}) {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const confirmar = () => {
    const m = motivo.trim();
    if (!m) return setErro(pmsg.comentarioObrigatorio);
    if (m.length > MAX_COMENTARIO) return setErro(pmsg.comentarioLongo);
    onConfirmar(m);
  };
  return (
    <Dialog
      header={titulo}
      visible
      onHide={onClose}
      style={{ width: 'min(560px, 95vw)' }}
      footer={
        <>
          <Button label="Voltar" outlined onClick={onClose} />
          <Button label={rotuloConfirmar} severity="danger" onClick={confirmar} />
        </>
      }
    >
      {pergunta && <p>{pergunta}</p>}
      <div className="form-field">
        <label htmlFor="motivo-texto">Comentário *</label>
        <InputTextarea
          id="motivo-texto"
          value={motivo}
          rows={4}
          autoResize
          invalid={erro !== null}
          aria-describedby={erro ? 'motivo-erro' : undefined}
          onChange={(e) => {
            setMotivo(e.target.value);
            setErro(null);
          }}
        />
        {erro && (
          <small id="motivo-erro" className="form-error" role="alert">
            {erro}
          </small>
        )}
      </div>
    </Dialog>
  );
}

/** 'ERROR AO PROSSEGUIR': every message of a refused save or move (spec §8.1). */
export function ErrosDialog({ mensagens, onClose }: { mensagens: string[]; onClose: () => void }) {
  return (
    <Dialog header={pmsg.erroAoProsseguir} visible onHide={onClose} style={{ width: 'min(640px, 95vw)' }} footer={<Button label="Fechar" onClick={onClose} />}>
      <ul className="pedido-erros" aria-label="Erros">
        {mensagens.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </Dialog>
  );
}

/** 'ATENCAO AO PROSSEGUIR': the unpaid-boleto warning; 'Tenho Certeza' resends with the payment-approved flag (spec §2.3, §8.1). */
export function AvisoDialog({ mensagem, onTenhoCerteza, onClose }: { mensagem: string; onTenhoCerteza: () => void; onClose: () => void }) {
  return (
    <Dialog
      header={pmsg.atencaoAoProsseguir}
      visible
      onHide={onClose}
      style={{ width: 'min(560px, 95vw)' }}
      footer={
        <>
          <Button label="Voltar" outlined onClick={onClose} />
          <Button label={pmsg.tenhoCerteza} severity="warning" onClick={onTenhoCerteza} />
        </>
      }
    >
      <p>{mensagem}</p>
    </Dialog>
  );
}
