import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useScreenPermission } from '../../../shared/permission.ts';
import { ListaPaginada } from '../../../shared/lista-paginada.tsx';
import type { ColunaTabela } from '../../../shared/list-table-model.ts';
import type { TipoModeloItem } from '@portal/contracts/settings/specs-schemas';
import { useTiposModelo } from '../hooks/use-tipos-modelo.ts';

const COLUNAS: ColunaTabela<TipoModeloItem>[] = [
  { titulo: 'Modelo', valor: (r) => r.descricao },
  {
    titulo: 'Códigos',
    valor: (r) => (
      <span className="chips">
        {r.codigos.map((c) => (
          <Tag
            key={c.id}
            value={c.codigo}
            severity={c.status ? 'info' : 'secondary'}
            className={c.status ? '' : 'inativo'}
            title={c.status ? 'Ativo' : 'Inativo'}
          />
        ))}
      </span>
    ),
  },
  { titulo: 'Status', valor: (r) => <Tag value={r.btnStatus ? 'Ativo' : 'Inativo'} severity={r.btnStatus ? 'success' : 'secondary'} /> },
];

/** /settings/1: model management — the model types with their codes, paged on the server; Adicionar Novo → /modelo, Editar → /modelo/{id}. */
export function ModelosTab() {
  const navigate = useNavigate();
  const { editavel } = useScreenPermission();
  return (
    <ListaPaginada
      consulta={useTiposModelo}
      colunas={COLUNAS}
      rotulo="Modelos"
      botoes={editavel && <Button label="Adicionar Novo" icon="pi pi-plus" size="small" onClick={() => navigate('/modelo')} />}
      acoes={(r) => (
        <Button
          icon={editavel ? 'pi pi-pencil' : 'pi pi-eye'}
          text
          rounded
          aria-label={`${editavel ? 'Editar' : 'Ver'} ${r.descricao}`}
          onClick={() => navigate(`/modelo/${r.id}`)}
        />
      )}
    />
  );
}
