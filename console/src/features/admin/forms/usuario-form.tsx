import { useEffect } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { Checkbox } from 'primereact/checkbox';
import type { Usuario } from '@portal/contracts/admin/schemas';
import { requiresDealer, validateUser } from '@portal/contracts/admin/rules';
import { useScreenPermission } from '../../../shared/permission.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useFormState } from '../../../shared/use-form-state.ts';
import { FormShell, Field, ToggleField } from '../components/form-shell.tsx';
import { AccountPanel } from '../components/account-panel.tsx';
import { AuditoriaPanel } from '../components/auditoria-panel.tsx';
import { useGruposPerfil } from '../hooks/use-grupos-perfil.ts';
import { usePerfisDoGrupo } from '../hooks/use-perfis-do-grupo.ts';
import { useGruposConcessionariaTodos } from '../hooks/use-grupos-concessionaria-todos.ts';
import { useConcessionariasDoGrupo } from '../hooks/use-concessionarias-do-grupo.ts';
import { useClusters, type ClustersData } from '../hooks/use-clusters.ts';
import { useSalvarUsuario } from '../hooks/use-salvar-usuario.ts';
import { listPath } from '../lib/routes.ts';
import { useAfterSave } from './save.ts';
import { NomeEmailCampos, ParticipanteForm } from './participante-form.tsx';

/** typeId 2 / 21: user (profile group, profile type, dealer group and dealer for Dealer users, switches, clusters). */
export function UsuarioForm({ id }: { id: number | null }) {
  return <ParticipanteForm id={id} tipo={2} titulo="Editar usuário" Campos={UsuarioFields} />;
}

function UsuarioFields({ usuario }: { usuario: Usuario | null }) {
  const { editavel } = useScreenPermission();
  const form = useFormState({
    nome: usuario?.nome ?? '',
    email: usuario?.email ?? '',
    grupoId: usuario?.grupoId ?? (null as number | null),
    perfil: usuario?.roleId ?? (null as number | null),
    dealerGrupo: usuario?.concessionariaGrupoId ?? (null as number | null),
    dealer: usuario?.concessionariaId ?? (null as number | null),
    processosGrupo: usuario?.processosGrupo === 1,
    emailEmplacamento: usuario?.emailEmplacamento ?? false,
    bloquear: usuario?.bloquear ?? false,
    claims: usuario ? new Set(usuario.claimsViews.map((c) => c.claimsId)) : (null as Set<number> | null),
  });
  const { nome, email, grupoId, perfil, dealerGrupo, dealer, processosGrupo, emailEmplacamento, bloquear, claims } = form.valores;

  const grupos = useGruposPerfil();
  const perfis = usePerfisDoGrupo(grupoId);
  const dealerGrupos = useGruposConcessionariaTodos();
  const dealers = useConcessionariasDoGrupo(requiresDealer(grupoId) ? dealerGrupo : null);
  const clusters = useClusters(grupoId, perfil, usuario?.id ?? null);
  const salvar = useSalvarUsuario();
  const after = useAfterSave();
  const comDealer = requiresDealer(grupoId);

  // a new profile type brings its default clusters for a new user (or the user's own on edit)
  useEffect(() => {
    if (clusters.data && claims === null) form.set('claims', activeClaims(clusters.data));
  }, [clusters.data, claims]);

  const onSalvar = () => {
    const aviso = validateUser({ nome, email, grupoId, perfil, concessionariaGrupoId: dealerGrupo, concessionariaId: dealer });
    if (aviso) return toast.warn(aviso);
    const claimsViews = [...(claims ?? [])].map((claimsId) => ({ claimsId }));
    salvar.mutate(
      {
        ...(usuario ? { id: usuario.id, roleId: perfil, bloquear } : {}),
        nome: nome.trim(),
        email: email.trim(),
        perfil,
        grupoId,
        concessionariaGrupoId: comDealer ? dealerGrupo : null,
        concessionariaId: comDealer ? dealer : null,
        processosGrupo: comDealer && processosGrupo ? 1 : 0,
        claimsViews,
        emailEmplacamento,
      },
      after(listPath(2)),
    );
  };

  const toggleClaim = (id: number, on: boolean) => {
    const next = new Set(claims ?? []);
    if (on) next.add(id);
    else next.delete(id);
    form.set('claims', next);
  };

  return (
    <FormShell
      titulo={usuario ? 'Editar usuário' : 'Novo usuário'}
      voltar={listPath(2)}
      carregando={false}
      onSalvar={onSalvar}
      depois={usuario && <AuditoriaPanel tabelas={['participantes']} registroId={usuario.id} />}
    >
      <div className="master-form-grid">
        <NomeEmailCampos nome={nome} email={email} onChange={form.set} disabled={!editavel} />
        <Field id="grupo-perfil" label="Grupo de perfil">
          <Dropdown
            inputId="grupo-perfil"
            value={grupoId}
            options={grupos.data ?? []}
            optionLabel="nome"
            optionValue="id"
            placeholder="Selecione"
            onChange={(e) => form.patch({ grupoId: e.value as number, perfil: null, dealerGrupo: null, dealer: null, processosGrupo: false, claims: null })}
            disabled={!editavel}
          />
        </Field>
        <Field id="tipo-perfil" label="Tipo de Perfil">
          <Dropdown
            inputId="tipo-perfil"
            value={perfil}
            options={(perfis.data ?? []).filter((p) => p.ativo || p.id === usuario?.roleId)}
            optionLabel="descricao"
            optionValue="id"
            placeholder={grupoId ? 'Selecione' : 'Selecione antes o Grupo de perfil'}
            emptyMessage="Nenhum Tipo de Perfil neste grupo"
            onChange={(e) => form.patch({ perfil: e.value as number, claims: null })}
            disabled={!editavel || !grupoId}
          />
        </Field>
        {comDealer && (
          <>
            <Field id="dealer-grupo" label="Grupo">
              <Dropdown
                inputId="dealer-grupo"
                value={dealerGrupo}
                options={dealerGrupos.data ?? []}
                optionLabel="nome"
                optionValue="id"
                placeholder="Selecione"
                filter
                onChange={(e) => form.patch({ dealerGrupo: e.value as number, dealer: null })}
                disabled={!editavel}
              />
            </Field>
            <Field id="dealer" label="Dealer">
              <Dropdown
                inputId="dealer"
                value={dealer}
                options={(dealers.data ?? []).map((d) => ({ id: d.id, nome: `${d.codigoDealer} - ${d.nome}` }))}
                optionLabel="nome"
                optionValue="id"
                placeholder={dealerGrupo ? 'Selecione' : 'Selecione antes o Grupo'}
                filter
                onChange={(e) => form.set('dealer', e.value as number)}
                disabled={!editavel || !dealerGrupo}
              />
            </Field>
          </>
        )}
      </div>
      <div className="form-switches">
        {comDealer && (
          <ToggleField
            id="processos-grupo"
            label="Possui acesso aos processos do grupo"
            value={processosGrupo}
            onChange={(v) => form.set('processosGrupo', v)}
            disabled={!editavel}
          />
        )}
        <ToggleField
          id="email-emplacamento"
          label="Habilitar e-mail de emplacamento"
          value={emailEmplacamento}
          onChange={(v) => form.set('emailEmplacamento', v)}
          disabled={!editavel}
        />
      </div>
      {clusters.data && (clusters.data.claimsPadrao.length > 0 || clusters.data.claimsNaoPadrao.length > 0) && (
        <fieldset className="clusters">
          <legend>Clusters</legend>
          {(
            [
              ['Padrão', clusters.data.claimsPadrao],
              ['Não padrão', clusters.data.claimsNaoPadrao],
            ] as const
          ).map(([titulo, lista]) =>
            lista.length === 0 ? null : (
              <div key={titulo} className="cluster-group">
                <span className="cluster-title">{titulo}</span>
                {lista.map((c) => (
                  <span key={c.id} className="cluster-item">
                    <Checkbox
                      inputId={`cluster-${c.id}`}
                      checked={claims?.has(c.id) ?? false}
                      onChange={(e) => toggleClaim(c.id, !!e.checked)}
                      disabled={!editavel}
                    />
                    <label htmlFor={`cluster-${c.id}`}>{c.nome}</label>
                  </span>
                ))}
              </div>
            ),
          )}
        </fieldset>
      )}
      {usuario && <AccountPanel usuario={usuario} bloquear={bloquear} onBloquear={(v) => form.set('bloquear', v)} novaSenha />}
    </FormShell>
  );
}

function activeClaims(c: ClustersData): Set<number> {
  return new Set([...c.claimsPadrao, ...c.claimsNaoPadrao].filter((x) => x.active).map((x) => x.id));
}
