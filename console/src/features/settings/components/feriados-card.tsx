import { useState } from 'react';
import { Button } from 'primereact/button';
import { Calendario } from '../../../shared/calendario.tsx';
import { InputText } from 'primereact/inputtext';
import type { Feriado } from '@portal/contracts/prazos/schemas';
import { useScreenPermission } from '../../../shared/permission.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import type { ColunaTabela } from '../../../shared/list-table-model.ts';
import { isoLocal } from '../../../shared/lines.ts';
import { POR_PAGINA_CONF } from '../hooks/use-configuracoes.ts';
import { useFeriados, useSalvarFeriado } from '../hooks/use-feriados.ts';

const dataBR = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const COLUNAS: ColunaTabela<Feriado>[] = [
  { titulo: 'Data', valor: (r) => dataBR(r.data) },
  { titulo: 'Nome', valor: (r) => r.nome },
  { titulo: 'Abrangência', valor: (r) => r.abrangencia ?? '' },
];

/**
 * Feriados: the holidays every deadline in business days skips besides the national ones (weekends and the national
 * holidays need no row). Add with date, name and scope note; remove from the row.
 */
export function FeriadosCard() {
  const { editavel } = useScreenPermission();
  const q = useFeriados();
  const salvar = useSalvarFeriado();
  const [data, setData] = useState<Date | null>(null);
  const [nome, setNome] = useState('');
  const [abrangencia, setAbrangencia] = useState('');
  const adicionar = () =>
    data &&
    salvar.mutate(
      { id: null, body: { data: isoLocal(data), nome, abrangencia: abrangencia || null } },
      {
        onSuccess: () => {
          setData(null);
          setNome('');
          setAbrangencia('');
        },
      },
    );
  return (
    <div className="card conf-card conf-card-largo" aria-label="Feriados">
      <h3>Feriados</h3>
      <p className="conf-ajuda">Além dos fins de semana e dos feriados nacionais, os prazos em dias úteis pulam estas datas.</p>
      {editavel && (
        <div className="conf-feriado-form">
          <Calendario
            value={data}
            onChange={(e) => setData((e.value as Date | null) ?? null)}
            dateFormat="dd/mm/yy"
            inputId="feriado-data"
            showIcon
            placeholder="Data"
            aria-label="Data do feriado"
          />
          <InputText value={nome} onChange={(e) => setNome(e.target.value)} placeholder="Nome" aria-label="Nome do feriado" maxLength={120} />
          <InputText
            value={abrangencia}
            onChange={(e) => setAbrangencia(e.target.value)}
            placeholder="Abrangência (ex.: São Paulo capital)"
            aria-label="Abrangência do feriado"
            maxLength={200}
          />
          <Button label="Adicionar feriado" icon="pi pi-plus" size="small" disabled={!data || !nome.trim() || salvar.isPending} onClick={adicionar} />
        </div>
      )}
      <ListTable
        rows={q.data?.feriados ?? []}
        colunas={COLUNAS}
        rotulo="Lista de feriados"
        porPagina={POR_PAGINA_CONF}
        carregando={q.isFetching}
        vazia="Nenhum feriado além dos nacionais."
        acoes={
          editavel
            ? (r) => (
                <Button
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  size="small"
                  onClick={() => salvar.mutate({ id: r.id, body: null })}
                  aria-label={`Excluir o feriado de ${dataBR(r.data)}`}
                />
              )
            : undefined
        }
      />
    </div>
  );
}
