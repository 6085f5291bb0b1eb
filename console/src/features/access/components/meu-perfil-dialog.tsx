import type { ReactNode } from 'react';
import { Dialog } from 'primereact/dialog';
import { msg } from '@portal/contracts/messages';
import { formatDateTime } from '../../../shared/format.ts';
import { useMeuPerfil } from '../hooks/use-meu-perfil.ts';

/**
 * Meu perfil: the user's own data, profile, dealer, last access and last password change; below, what the app composes
 * in (`children`: the notification preferences).
 */
export function MeuPerfilDialog({ visible, onHide, children }: { visible: boolean; onHide: () => void; children?: ReactNode }) {
  const perfil = useMeuPerfil(visible);
  const p = perfil.data;
  return (
    <Dialog header="Meu perfil" visible={visible} onHide={onHide} style={{ width: 'min(520px, 94vw)' }} modal draggable={false}>
      {perfil.isPending && <p>{msg.carregando}</p>}
      {p && (
        <dl className="info-list" aria-label="Meu perfil">
          <dt>Nome</dt>
          <dd>{p.nome}</dd>
          <dt>E-mail</dt>
          <dd>{p.email}</dd>
          <dt>Perfil</dt>
          <dd>{p.perfil}</dd>
          <dt>Grupo de perfil</dt>
          <dd>{p.grupoPerfil}</dd>
          {p.concessionariaGrupo && (
            <>
              <dt>Grupo</dt>
              <dd>{p.concessionariaGrupo}</dd>
            </>
          )}
          <dt>Dealer</dt>
          <dd>{p.concessionaria ? `${p.codigoDealer ? `${p.codigoDealer} - ` : ''}${p.concessionaria}` : '-'}</dd>
          <dt>Último acesso</dt>
          <dd>{formatDateTime(p.dataUltimoAcessoUtc, 'nunca')}</dd>
          <dt>Última troca de senha</dt>
          <dd>{formatDateTime(p.dataTrocaSenhaUtc, 'nunca')}</dd>
        </dl>
      )}
      {p && children}
    </Dialog>
  );
}
