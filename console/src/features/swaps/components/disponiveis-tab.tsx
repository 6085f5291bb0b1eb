import { useState } from 'react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useScreenPermission } from '../../../shared/permission.ts';
import { podeSolicitar, useActor, type VeiculoTroca } from '../model.ts';
import { ehUsuarioDealer, useBloqueioParados } from '../../../shared/bloqueio-parados.tsx';
import { smsg } from '@portal/contracts/swaps/messages';
import { useTrocaListar } from '../hooks/use-troca-listar.ts';
import type { CampoTroca } from './troca-filters.tsx';
import { COLUNA_VEICULO as C, type Coluna } from './troca-data-list.tsx';
import { TrocaFilteredList } from './troca-filtered-list.tsx';
import { SolicitarTrocaDialog, type VeiculoInteresse } from './solicitar-troca-dialog.tsx';

const CAMPOS: CampoTroca[] = ['pedidoChassi', 'dealer', 'modelo', 'derivativo', 'descricao', 'anoModelo', 'marcas'];
const COLUNAS: Coluna<VeiculoTroca>[] = [
  C.pedido,
  C.chassi,
  { titulo: 'Dealer', valor: (r) => (r.codigoDealer ? `${r.codigoDealer} - ${r.nomeDealer ?? ''}` : null), campo: 'codigoDealer' },
  C.modelo,
  C.derivativo,
  C.descricao,
  C.my,
  C.corExterna,
  C.disponibilidade,
  {
    titulo: 'Data limite da troca',
    campo: 'dataLimiteTroca',
    valor: (r) => (
      <span className="swap-limite">
        {r.dataLimiteTroca ?? '-'}
        {r.TempoLimiteEstoque && <Tag value={r.TempoLimiteEstoque} severity="warning" />}
      </span>
    ),
  },
];

/** Tab 1: vehicles of other dealers available for swap; Solicitar troca opens the request flow. */
export function DisponiveisTab() {
  const actor = useActor();
  const { editavel } = useScreenPermission();
  const [interesse, setInteresse] = useState<VeiculoInteresse | null>(null);
  // stalled stock blocks new swap requests: the button stays, disabled, with the reason (the server refuses them too)
  const bloqueio = useBloqueioParados(ehUsuarioDealer(actor));
  const motivo = bloqueio.bloqueado ? smsg.bloqueioParadosTroca(bloqueio.pendentes[0]!.chassi) : null;
  return (
    <TrocaFilteredList
      lista="trade.disponiveis"
      campos={CAMPOS}
      rotuloFiltros="Filtros dos veículos"
      consultar={useTrocaListar<VeiculoTroca>}
      corpoExtra={{ solicitar: true }}
      chave={(r) => r.id}
      colunas={COLUNAS}
      acoes={(r) =>
        editavel && podeSolicitar(actor, r) ? (
          <Button
            label="Solicitar troca"
            icon="pi pi-sync"
            size="small"
            text
            aria-label={`Solicitar troca do pedido ${r.pedido}`}
            disabled={motivo !== null}
            tooltip={motivo ?? undefined}
            tooltipOptions={{ showOnDisabled: true }}
            onClick={() => setInteresse(r)}
          />
        ) : null
      }
      rotulo="Veículos disponíveis para troca"
      nomeDe={(r) => `pedido ${r.pedido}`}
    >
      <SolicitarTrocaDialog veiculo={interesse} onClose={() => setInteresse(null)} />
    </TrocaFilteredList>
  );
}
