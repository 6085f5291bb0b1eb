import { useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import type { Vigencia } from '@portal/contracts/settings/schemas';
import { useScreenPermission } from '../../../shared/permission.ts';
import { usePaginacao } from '../../../shared/lista-paginada.tsx';
import { ListTable } from '../../../shared/list-table.tsx';
import type { ColunaTabela } from '../../../shared/list-table-model.ts';
import { POR_PAGINA_CONF } from '../hooks/use-configuracoes.ts';
import { useTodosTiposModelo } from '../hooks/use-tipos-modelo.ts';
import { useVigencias } from '../hooks/use-vigencias.ts';
import { VigenciaDialog } from './vigencia-dialog.tsx';
import { FeriadosCard } from './feriados-card.tsx';
import { ModoPagamentoCard, PeriodoCard, PrazoKpiCard, Regra14Card, ValorMedioCard } from './conf-cards.tsx';

const dataBR = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : 'Em vigor');

const COLUNAS_VIGENCIA: ColunaTabela<Vigencia>[] = [
  { titulo: 'Modelo', valor: (r) => r.modeloDescricao },
  { titulo: 'Início da vigência', valor: (r) => dataBR(r.inicioVigencia) },
  { titulo: 'Fim da vigência', valor: (r) => dataBR(r.fimVigencia) },
  { titulo: 'Opcionais', valor: (r) => r.opcionais },
  { titulo: 'Usuário', valor: (r) => r.usuarioNome },
];

/** The optional-vigência rows (the mandatory-options guide per model type): Nova vigência and Editar open the form. */
function VigenciasCard() {
  const { editavel } = useScreenPermission();
  const [tipo, setTipo] = useState<number | null>(null);
  const pagina = usePaginacao(POR_PAGINA_CONF);
  const [edicao, setEdicao] = useState<{ id: number | null } | null>(null);
  const tipos = useTodosTiposModelo();
  const q = useVigencias(tipo, pagina.page, pagina.perPage);
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
          pagina.primeira();
        }}
        showClear
        placeholder="Todos os tipos de modelo"
        aria-label="Tipo de modelo da vigência"
      />
      <ListTable
        rows={q.data?.rows ?? []}
        colunas={COLUNAS_VIGENCIA}
        rotulo="Vigências"
        porPagina={POR_PAGINA_CONF}
        carregando={q.isFetching}
        servidor={pagina.servidor(q.data?.total)}
        acoes={
          editavel
            ? (r) => (
                <Button
                  icon="pi pi-pencil"
                  text
                  size="small"
                  onClick={() => setEdicao({ id: r.id })}
                  aria-label={`Editar a vigência de ${r.modeloDescricao} de ${dataBR(r.inicioVigencia)}`}
                />
              )
            : undefined
        }
      />
    </div>
  );
}

/** /settings/0: the general settings conf1..conf14 (and the portal's conf15 to conf17: the billing release, order step and invoice step SLAs), each with its history. */
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
      <PeriodoCard tipo={15} />
      <PeriodoCard tipo={16} />
      <PeriodoCard tipo={17} />
      <VigenciasCard />
      <FeriadosCard />
    </div>
  );
}
