import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { pmsg } from '@portal/contracts/direct-sales/messages';
import { tmsg } from '@portal/contracts/direct-sales/tela-messages';
import { useDealers } from '../../../shared/lookups.ts';
import type { VeiculoPedido } from '@portal/contracts/direct-sales/schemas';
import { useVeiculosDoPedido } from '../hooks/use-pedido.ts';
import { TIPOS_VENDA } from '../form-pedido.ts';
import { Campo, CampoSelect } from './campos.tsx';
import { Dropdown } from 'primereact/dropdown';

interface Props {
  codigo: string | null;
  step: { id: number; nome: string; progresso: number };
  prePagamento: boolean | null;
  concessionariaId: number | null;
  tipoVenda: number | null;
  veiculoId: number | null;
  /** dealership, sale type and vehicle are locked once the order exists (spec §5.1) */
  travado: boolean;
  /** a dealer user's dealer is its own unless it works for its group */
  dealerFixo: boolean;
  onDealer: (id: number | null) => void;
  onTipoVenda: (id: number | null) => void;
  onVeiculo: (v: VeiculoPedido | null) => void;
}

const rotuloVeiculo = (v: VeiculoPedido) => [v.numeroPedido, v.chassi, v.modelo].filter(Boolean).join(' · ');

/** Items 1–3 of the order screen (spec §2.3): progress (step and percent), 'Pedido Nº', dealership, sale type, vehicle, Pré-Pagamento/Regular. */
export function CabecalhoPedido(p: Props) {
  const dealers = useDealers();
  const veiculos = useVeiculosDoPedido(p.concessionariaId, p.veiculoId);
  const percentual = p.step.progresso.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return (
    <header className="pedido-cabecalho">
      <div className="pedido-progresso">
        <div className="pedido-progresso-texto">
          <strong data-testid="pedido-etapa">{p.step.nome}</strong>
          <span className="muted">{percentual}%</span>
        </div>
        <ProgressBar
          value={p.step.progresso}
          showValue={false}
          aria-label={`Progresso do pedido: ${p.step.nome}, ${percentual}%`}
          style={{ height: '0.6rem' }}
        />
      </div>
      <h2 className="master-form-title" data-testid="pedido-numero">
        Pedido Nº {p.codigo ?? '—'}
        {p.prePagamento !== null && (
          <Tag className="pedido-modalidade" severity={p.prePagamento ? 'warning' : 'info'} value={p.prePagamento ? pmsg.prePagamento : pmsg.regular} />
        )}
      </h2>
      <div className="master-form-grid">
        <CampoSelect
          id="ped-dealer"
          rotulo="Concessionária"
          obrigatorio
          valor={p.concessionariaId}
          opcoes={dealers.data}
          busca
          desabilitado={p.travado || p.dealerFixo}
          onChange={p.onDealer}
        />
        <CampoSelect
          id="ped-tipo-venda"
          rotulo="Tipo de venda"
          obrigatorio
          valor={p.tipoVenda}
          opcoes={TIPOS_VENDA}
          desabilitado={p.travado}
          onChange={p.onTipoVenda}
        />
        <Campo id="ped-veiculo" rotulo="Veículo" obrigatorio erro={!p.travado && p.concessionariaId === null ? tmsg.selecioneDealer : null}>
          <Dropdown
            inputId="ped-veiculo"
            value={p.veiculoId}
            options={veiculos.data ?? []}
            optionValue="id"
            itemTemplate={rotuloVeiculo}
            valueTemplate={(v: VeiculoPedido | null, props) => (v ? rotuloVeiculo(v) : (props.placeholder ?? ''))}
            optionLabel="chassi"
            filter
            filterBy="numeroPedido,chassi,modelo"
            placeholder="Selecione o veículo"
            emptyMessage="Nenhum veículo reservado para venda direta desta concessionária."
            disabled={p.travado || p.concessionariaId === null}
            onChange={(e) => p.onVeiculo(veiculos.data?.find((v) => v.id === e.value) ?? null)}
          />
        </Campo>
      </div>
    </header>
  );
}
