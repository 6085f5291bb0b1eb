import { useState } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { msg } from '@portal/contracts/messages';
import type { Vigencia } from '@portal/contracts/settings/schemas';
import { useScreenPermission } from '../../../shared/permission.ts';
import { POR_PAGINA_CONF } from '../hooks/use-configuracoes.ts';
import { useTodosTiposModelo } from '../hooks/use-tipos-modelo.ts';
import { useVigencias } from '../hooks/use-vigencias.ts';
import { VigenciaDialog } from './vigencia-dialog.tsx';
import { ModoPagamentoCard, PeriodoCard, PrazoKpiCard, Regra14Card, ValorMedioCard } from './conf-cards.tsx';

const dataBR = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : 'Em vigor');

/** The optional-vigência rows (the mandatory-options guide per model type): Nova vigência and Editar open the form. */
function VigenciasCard() {
  const { editavel } = useScreenPermission();
  const [tipo, setTipo] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [edicao, setEdicao] = useState<{ id: number | null } | null>(null);
  const tipos = useTodosTiposModelo();
  const q = useVigencias(tipo, page);
  return (
    <div className="card conf-card conf-card-largo" aria-label="Vigência dos opcionais">
      <h3>Vigência dos opcionais por tipo de modelo</h3>
      {editavel && <Button label="Nova vigência" icon="pi pi-plus" size="small" onClick={() => setEdicao({ id: null })} />}
      <VigenciaDialog id={edicao?.id ?? null} visivel={edicao !== null} fechar={() => setEdicao(null)} />
      <Dropdown
        value={tipo}
        options={(tipos.data ?? []).map((t) => ({ label: t.descricao, value: t.id }))}
        onChange={(e) => {
          setTipo((e.value as number | null) ?? null);
          setPage(1);
        }}
        showClear
        placeholder="Todos os tipos de modelo"
        aria-label="Tipo de modelo da vigência"
      />
      <DataTable
        value={q.data?.rows ?? []}
        lazy
        paginator={(q.data?.total ?? 0) > POR_PAGINA_CONF}
        rows={POR_PAGINA_CONF}
        first={(page - 1) * POR_PAGINA_CONF}
        totalRecords={q.data?.total ?? 0}
        onPage={(e) => setPage((e.page ?? 0) + 1)}
        loading={q.isFetching}
        emptyMessage={msg.nenhumRegistro}
        size="small"
        aria-label="Vigências"
      >
        <Column field="modeloDescricao" header="Modelo" />
        <Column header="Início da vigência" body={(r: Vigencia) => dataBR(r.inicioVigencia)} />
        <Column header="Fim da vigência" body={(r: Vigencia) => dataBR(r.fimVigencia)} />
        <Column field="opcionais" header="Opcionais" />
        <Column field="usuarioNome" header="Usuário" />
        {editavel && (
          <Column
            header="Ações"
            body={(r: Vigencia) => (
              <Button
                icon="pi pi-pencil"
                text
                size="small"
                onClick={() => setEdicao({ id: r.id })}
                aria-label={`Editar a vigência de ${r.modeloDescricao} de ${dataBR(r.inicioVigencia)}`}
              />
            )}
          />
        )}
      </DataTable>
    </div>
  );
}

/** /settings/0: the general settings conf1..conf14, each with its history. */
export function GeralTab() {
  return (
    <div className="conf-grid">
      {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((tipo) => (
        <PeriodoCard key={tipo} tipo={tipo} />
      ))}
      <PrazoKpiCard />
      <ModoPagamentoCard />
      <Regra14Card />
      <ValorMedioCard />
      <VigenciasCard />
    </div>
  );
}
