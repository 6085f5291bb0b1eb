import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Badge } from 'primereact/badge';
import { permissionFor } from '@portal/contracts/access/guard';
import { ROTA_MINHAS_TROCAS } from '@portal/contracts/access/catalog';
import { persisted } from '../../../shared/storage.ts';
import { veTrocasPendentes } from '../pending.ts';
import { useContagemPendencias } from '../hooks/use-contagem-pendencias.ts';

/**
 * 'Trocas Pendentes' on the home page (spec 000 §2 /relatorios) for the roles without report tabs: a badge with the
 * Pendente requests received; goes to Minhas Trocas (/trade/minhas-trocas) when there is at least one.
 */
export function TrocasPendentesButton() {
  const navigate = useNavigate();
  const auth = persisted.get().auth;
  const role = auth?.userClaims.claims.find((c) => c.type === 'role')?.value ?? null;
  const menus = auth?.userClaims.claims.flatMap((c) => c.menus) ?? [];
  const mostra = veTrocasPendentes(role) && permissionFor(menus, ROTA_MINHAS_TROCAS) !== null;
  const contagem = useContagemPendencias(mostra);
  if (!mostra) return null;
  const n = contagem.data ?? 0;
  return (
    <div className="pending-swaps">
      <Button
        type="button"
        outlined={n === 0}
        icon="pi pi-sync"
        aria-label={`Trocas Pendentes: ${n}`}
        disabled={contagem.isLoading || n === 0}
        onClick={() => {
          if (n > 0) navigate(ROTA_MINHAS_TROCAS);
        }}
      >
        <span className="pending-swaps-label">Trocas Pendentes</span>
        <Badge value={n} severity={n > 0 ? 'danger' : 'secondary'} data-testid="trocas-pendentes-badge" />
      </Button>
    </div>
  );
}
