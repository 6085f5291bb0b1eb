import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { nfMsg } from '@portal/contracts/comissoes/messages';
import { formatBRL } from '../../../shared/lines.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { colunasDosCampos, type ColunaTabela } from '../../../shared/list-table-model.ts';
import { useMotivo, usePedidosDaNota } from '../hooks/use-nota.ts';

/** Reprovar Nota Fiscal: the mandatory comment. */
export function ReprovarDialog(p: { aberto: boolean; ocupado: boolean; onReprovar(comentario: string): void; onClose(): void }) {
  const [comentario, setComentario] = useState('');
  const vazio = comentario.trim() === '';
  return (
    <Dialog header="Reprovar Nota Fiscal" visible={p.aberto} onHide={p.onClose} style={{ width: '32rem' }} modal>
      <label htmlFor="nf-comentario">Comentário</label>
      <InputTextarea
        id="nf-comentario"
        value={comentario}
        onChange={(e) => setComentario(e.target.value)}
        rows={5}
        maxLength={8000}
        autoResize
        style={{ width: '100%' }}
      />
      {vazio && <small className="muted">{nfMsg.comentarioObrigatorio}</small>}
      <div className="dialog-actions">
        <Button label="Cancelar" outlined onClick={p.onClose} />
        <Button
          label="Reprovar"
          severity="danger"
          disabled={vazio}
          loading={p.ocupado}
          onClick={() => {
            p.onReprovar(comentario.trim());
            setComentario('');
          }}
        />
      </div>
    </Dialog>
  );
}

/** Motivo da reprovação: the latest rejection's comment (data[0].comentario). */
export function MotivoDialog({ id, onClose }: { id: number | null; onClose(): void }) {
  const q = useMotivo(id);
  const m = q.data?.[0];
  return (
    <Dialog header="Motivo da reprovação" visible={id !== null} onHide={onClose} style={{ width: '32rem' }} modal>
      {q.isLoading ? <p>Carregando…</p> : m ? <p className="motivo-reprovacao">{m.comentario}</p> : <p>{nfMsg.nenhumRegistro}</p>}
      {m && <small className="muted">Reprovada por {m.nomeUsuario}</small>}
    </Dialog>
  );
}

type PedidoDaNota = NonNullable<ReturnType<typeof usePedidosDaNota>['data']>[number];
const COLUNAS_PEDIDOS: ColunaTabela<PedidoDaNota>[] = [
  ...colunasDosCampos<PedidoDaNota>([
    ['Pedido VD', 'numeroPedidoVD'],
    ['Pedido', 'codigoPedido'],
    ['Chassi', 'chassi'],
    ['Modelo', 'modelo'],
    ['Cliente', 'nomeCliente'],
  ]),
  { titulo: 'Comissão', valor: (r) => formatBRL(r.valorComissao), campo: 'valorComissao' },
];

/** The orders of an invoice (the shared list table, sorted and paged in the browser). */
export function PedidosDialog({ id, onClose }: { id: number | null; onClose(): void }) {
  const q = usePedidosDaNota(id);
  return (
    <Dialog header="Pedidos da nota fiscal" visible={id !== null} onHide={onClose} style={{ width: '52rem' }} modal>
      <ListTable
        rows={q.data ?? []}
        colunas={COLUNAS_PEDIDOS}
        rotulo="Pedidos da nota fiscal"
        carregando={q.isLoading}
        vazia={nfMsg.nenhumRegistro}
        detalhes={false}
      />
    </Dialog>
  );
}
