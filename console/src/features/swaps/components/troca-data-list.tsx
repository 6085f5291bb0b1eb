import { DataList, type ColunaLista, type DataListProps } from '../../../shared/data-list.tsx';
import type { VeiculoTroca } from '../model.ts';
export type { ColunaLista as Coluna } from '../../../shared/data-list.tsx';

type Veiculo = Pick<VeiculoTroca, 'pedido' | 'chassi' | 'modelo' | 'derivativo' | 'descricaoVeiculo' | 'my' | 'corExterna' | 'dataDisponibilidade'>;
/** The vehicle's columns of the swap lists (requests and vehicles alike), each titled once; `campo` is the server's sort key. */
export const COLUNA_VEICULO = {
  pedido: { titulo: 'Pedido', valor: (r: Veiculo) => r.pedido, campo: 'pedido' },
  chassi: { titulo: 'Chassi', valor: (r: Veiculo) => r.chassi, campo: 'chassi' },
  modelo: { titulo: 'Modelo', valor: (r: Veiculo) => r.modelo, campo: 'modelo' },
  derivativo: { titulo: 'Derivativo', valor: (r: Veiculo) => r.derivativo, campo: 'derivativo' },
  descricao: { titulo: 'Descrição', valor: (r: Veiculo) => r.descricaoVeiculo, campo: 'descricaoVeiculo' },
  my: { titulo: 'MY', valor: (r: Veiculo) => r.my, campo: 'my' },
  corExterna: { titulo: 'Cor externa', valor: (r: Veiculo) => r.corExterna, campo: 'corExterna' },
  disponibilidade: { titulo: 'Disponibilidade', valor: (r: Veiculo) => r.dataDisponibilidade, campo: 'dataDisponibilidade' },
} satisfies Record<string, ColunaLista<Veiculo>>;

/** The swap screens' card list (the shared list, one checkbox per row): Pendente highlighted, cards marked troca-card. */
export function TrocaDataList<T extends object>(props: Omit<DataListProps<T>, 'className' | 'testId' | 'dataKey'>) {
  return <DataList {...props} className="swap-list" testId="troca-card" />;
}
