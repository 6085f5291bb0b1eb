import { useNavigate } from 'react-router';
import { adminMsg } from '@portal/contracts/admin/messages';
import type { FuncaoTipoPerfil, MenuPermissao, TipoPerfil } from '@portal/contracts/admin/schemas';
import { useScreenPermission } from '../../../shared/permission.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useFormState } from '../../../shared/use-form-state.ts';
import { FormShell, GrupoPerfilField, TextField, ToggleField } from '../components/form-shell.tsx';
import { MenusMatrix } from '../components/menus-matrix.tsx';
import { FuncoesTable } from '../components/funcoes-table.tsx';
import { AuditoriaPanel } from '../components/auditoria-panel.tsx';
import { useTipoPerfil } from '../hooks/use-tipo-perfil.ts';
import { useTipoPerfilMenus } from '../hooks/use-tipo-perfil-menus.ts';
import { useFuncoes } from '../hooks/use-funcoes.ts';
import { useSalvarTipoPerfil } from '../hooks/use-salvar-tipo-perfil.ts';
import { useSalvarMenus } from '../hooks/use-salvar-menus.ts';
import { useSalvarFuncoes } from '../hooks/use-salvar-funcoes.ts';
import { showFirstError } from '../lib/errors.ts';
import { editPath, listPath } from '../lib/routes.ts';
import { matrixEntries, resetAll, withoutHome } from '../lib/matrix.ts';
import { useAfterSave } from './save.ts';

const PROFILE_TABLES = ['perfis', 'perfil_submenus', 'perfil_funcoes'];

/** typeId 6 / 61: profile type (Descrição, Grupo de perfil, Ativo; edit adds Menus do Sistema and the functions). */
export function TipoPerfilForm({ id }: { id: number | null }) {
  const perfil = useTipoPerfil(id);
  const menus = useTipoPerfilMenus(id);
  const funcoes = useFuncoes(id);
  const loading = id !== null && (!perfil.data || !menus.data || !funcoes.data);
  if (loading) return <FormShell titulo="Editar Tipo de Perfil" voltar={listPath(6)} carregando />;
  return <TipoPerfilFields key={id ?? 'novo'} perfil={perfil.data ?? null} menus={withoutHome(menus.data ?? [])} funcoes={funcoes.data ?? []} />;
}

function TipoPerfilFields(props: { perfil: TipoPerfil | null; menus: MenuPermissao[]; funcoes: FuncaoTipoPerfil[] }) {
  const { perfil } = props;
  const { editavel } = useScreenPermission();
  const navigate = useNavigate();
  const form = useFormState({
    descricao: perfil?.descricaoRolePerfil ?? '',
    grupoId: perfil?.grupoId ?? (null as number | null),
    ativo: perfil?.ativo ?? true,
    menus: props.menus,
    funcoes: props.funcoes,
    menusAlterados: false,
    funcoesAlteradas: false,
  });
  const { descricao, grupoId, ativo, menus, funcoes, menusAlterados, funcoesAlteradas } = form.valores;
  const salvarPerfil = useSalvarTipoPerfil();
  const salvarMenus = useSalvarMenus();
  const salvarFuncoes = useSalvarFuncoes();
  const after = useAfterSave();

  const onSalvar = async () => {
    if (!descricao.trim()) return toast.warn(adminMsg.preenchaDescricao);
    if (!grupoId) return toast.warn(adminMsg.selecioneGrupoPerfil);
    const body = { descricaoRolePerfil: descricao.trim(), grupoId, ativo };
    // a new profile type opens in its edit form, where its menus and functions are set
    if (!perfil)
      return salvarPerfil.mutate(
        body,
        after((novoId) => editPath(6, novoId)),
      );
    try {
      const r = await salvarPerfil.mutateAsync({ ...body, roleId: perfil.roleId });
      toast.success(r.mensagem);
      if (menusAlterados) toast.success(await salvarMenus.mutateAsync(matrixEntries(menus, perfil.roleId, grupoId)));
      if (funcoesAlteradas)
        toast.success(await salvarFuncoes.mutateAsync({ roleId: perfil.roleId, grupoId, funcoes: funcoes.map(({ id, r: rr, u }) => ({ id, r: rr, u })) }));
      navigate(listPath(6));
    } catch (e) {
      showFirstError(e);
    }
  };

  return (
    <FormShell
      titulo={perfil ? 'Editar Tipo de Perfil' : 'Novo Tipo de Perfil'}
      voltar={listPath(6)}
      carregando={false}
      onSalvar={() => void onSalvar()}
      depois={perfil && <AuditoriaPanel tabelas={PROFILE_TABLES} registroId={perfil.roleId} />}
    >
      <div className="master-form-grid">
        <TextField id="perfil-descricao" label="Descrição" value={descricao} onChange={(v) => form.set('descricao', v)} disabled={!editavel} />
        <GrupoPerfilField
          id="perfil-grupo"
          value={grupoId}
          // changing the profile group resets every menu flag (spec 000 §4)
          onChange={(novo) => form.patch(novo !== grupoId && perfil ? { grupoId: novo, menus: resetAll(menus), menusAlterados: true } : { grupoId: novo })}
          disabled={!editavel}
        />
      </div>
      <ToggleField id="perfil-ativo" label="Ativo" value={ativo} onChange={(v) => form.set('ativo', v)} disabled={!editavel} />
      {perfil && (
        <>
          <div className="form-section">
            <h3>Menus do Sistema</h3>
            <MenusMatrix menus={menus} onChange={(m) => form.patch({ menus: m, menusAlterados: true })} disabled={!editavel} />
          </div>
          <div className="form-section">
            <h3>Funções</h3>
            <FuncoesTable funcoes={funcoes} onChange={(f) => form.patch({ funcoes: f, funcoesAlteradas: true })} disabled={!editavel} />
          </div>
        </>
      )}
    </FormShell>
  );
}
