import { useNavigate } from 'react-router';
import { Button } from 'primereact/button';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { useScreenPermission } from '../../../shared/permission.ts';
import { ListaPaginada } from '../../../shared/lista-paginada.tsx';
import type { ColunaTabela } from '../../../shared/list-table-model.ts';
import { formatDateTime } from '../../../shared/format.ts';
import type { LinhaPlano } from '@portal/contracts/order-call/schemas';
import { usePlanos } from '../hooks/use-planos.ts';

const COLUNAS: ColunaTabela<LinhaPlano>[] = [
  { titulo: 'Ano', valor: (r) => r.anoFiscal },
  { titulo: 'Mês', valor: (r) => r.mes.nome },
  { titulo: 'Último processamento', valor: (r) => formatDateTime(r.ultimoProcessamento) },
];

/** /producao: the production plans (Ano, Mês), paged on the server, add and edit (spec 002 §2.10). */
export default function ProducaoPage() {
  const navigate = useNavigate();
  const { editavel } = useScreenPermission();
  return (
    <section className="producao">
      <ListaPaginada
        consulta={usePlanos}
        colunas={COLUNAS}
        rotulo="Planos de produção"
        erro={ocmsg.erroCarregar}
        botoes={<Button label="Novo plano" icon="pi pi-plus" size="small" disabled={!editavel} onClick={() => navigate('/ordercall/detail')} />}
        acoes={(r) => (
          <Button icon="pi pi-pencil" text rounded aria-label={`Editar ${r.anoFiscal} ${r.mes.nome}`} onClick={() => navigate(`/ordercall/detail/${r.id}`)} />
        )}
      />
    </section>
  );
}
