import { ocmsg } from '@portal/contracts/order-call/messages';
import { ListaPaginada, type ListaPaginadaProps } from '../../../shared/lista-paginada.tsx';
import { formatDateTime } from '../../../shared/format.ts';
import type { LinhaPlano } from '@portal/contracts/order-call/schemas';
import { usePlanos } from '../hooks/use-planos.ts';

const PLANOS: ListaPaginadaProps<LinhaPlano> = {
  consulta: usePlanos,
  colunas: [
    { titulo: 'Ano', valor: (r) => r.anoFiscal },
    { titulo: 'Mês', valor: (r) => r.mes.nome },
    { titulo: 'Último processamento', valor: (r) => formatDateTime(r.ultimoProcessamento) },
  ],
  rotulo: 'Planos de produção',
  erro: ocmsg.erroCarregar,
  novo: { rotulo: 'Novo plano', rota: '/ordercall/detail' },
  editar: (r) => ({ rotulo: `Editar ${r.anoFiscal} ${r.mes.nome}`, rota: `/ordercall/detail/${r.id}` }),
};

/** /producao: the production plans (Ano, Mês), paged on the server, add and edit (spec 002 §2.10). */
export default function ProducaoPage() {
  return <ListaPaginada className="producao" {...PLANOS} />;
}
