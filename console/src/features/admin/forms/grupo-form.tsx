import { adminMsg } from '@portal/contracts/admin/messages';
import { msg } from '@portal/contracts/messages';
import { useScreenPermission } from '../../../shared/permission.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import { colunasDosCampos } from '../../../shared/list-table-model.ts';
import { usePaginacao } from '../../../shared/lista-paginada.tsx';
import { toast } from '../../../shared/toasts.tsx';
import { useFormState } from '../../../shared/use-form-state.ts';
import { FormShell, TextField, ToggleField } from '../components/form-shell.tsx';
import { AuditoriaPanel } from '../components/auditoria-panel.tsx';
import { useGrupoObter, type GrupoComDealersData } from '../hooks/use-grupo-obter.ts';
import { useSalvarGrupo } from '../hooks/use-salvar-grupo.ts';
import { listPath } from '../lib/routes.ts';
import { useAfterSave } from './save.ts';

/** typeId 4 / 41: dealer group (Nome, Ativo; edit lists its dealers, paged). */
export function GrupoForm({ id }: { id: number | null }) {
  const q = useGrupoObter(id, 1, 10);
  if (id !== null && q.isError) return <p className="form-error">{msg.loginInvalido}</p>;
  if (id !== null && !q.data) return <FormShell titulo="Editar grupo" voltar={listPath(4)} carregando />;
  return <GrupoFields key={id ?? 'novo'} grupo={q.data?.grupo ?? null} />;
}

function GrupoFields({ grupo }: { grupo: GrupoComDealersData['grupo'] | null }) {
  const { editavel } = useScreenPermission();
  const form = useFormState({ nome: grupo?.nome ?? '', ativo: grupo ? grupo.status === 1 : true });
  const { nome, ativo } = form.valores;
  const salvar = useSalvarGrupo();
  const after = useAfterSave();

  const onSalvar = () => {
    if (!nome.trim()) return toast.warn(adminMsg.preenchaNome);
    salvar.mutate({ ...(grupo ? { id: grupo.id } : {}), nome: nome.trim(), status: ativo ? 1 : 0 }, after(listPath(4)));
  };

  return (
    <FormShell
      titulo={grupo ? 'Editar grupo' : 'Novo grupo'}
      voltar={listPath(4)}
      carregando={false}
      onSalvar={onSalvar}
      depois={
        grupo && (
          <>
            <GrupoDealers id={grupo.id} />
            <AuditoriaPanel tabelas={['concessionaria_grupos']} registroId={grupo.id} />
          </>
        )
      }
    >
      <div className="master-form-grid">
        <TextField id="grupo-nome" label="Nome" value={nome} onChange={(v) => form.set('nome', v)} disabled={!editavel} />
      </div>
      <ToggleField id="grupo-ativo" label="Ativo" value={ativo} onChange={(v) => form.set('ativo', v)} disabled={!editavel} />
    </FormShell>
  );
}

type DealerDoGrupo = GrupoComDealersData['concessionaria']['rows'][number];
const COLUNAS_DEALERS = colunasDosCampos<DealerDoGrupo>([
  ['Código do Dealer', 'codigoDealer'],
  ['Nome do Dealer', 'nome'],
]);

/** The group's dealers: the shared list table paged on the server (Código do Dealer, Nome do Dealer). */
function GrupoDealers({ id }: { id: number }) {
  const pagina = usePaginacao();
  const q = useGrupoObter(id, pagina.page, pagina.perPage);
  const page = q.data?.concessionaria;
  return (
    <div className="form-section">
      <h3>Dealers do grupo</h3>
      <ListTable
        rows={page?.rows ?? []}
        colunas={COLUNAS_DEALERS}
        rotulo="Dealers do grupo"
        carregando={q.isFetching}
        servidor={pagina.servidor(page?.total)}
      />
    </div>
  );
}
