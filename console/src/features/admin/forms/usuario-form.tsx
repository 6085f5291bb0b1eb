import { useEffect } from 'react';
import { Checkbox } from 'primereact/checkbox';
import type { Usuario } from '@portal/contracts/admin/schemas';
import { requiresDealer, validateUser } from '@portal/contracts/admin/rules';
import { useScreenPermission } from '../../../shared/permission.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useFormState } from '../../../shared/use-form-state.ts';
import { GrupoPerfilField, SelectField, ToggleField } from '../components/form-shell.tsx';
import { AccountPanel } from '../components/account-panel.tsx';
import { usePerfisDoGrupo } from '../hooks/use-perfis-do-grupo.ts';
import { useGruposConcessionariaTodos } from '../hooks/use-grupos-concessionaria-todos.ts';
import { useConcessionariasDoGrupo } from '../hooks/use-concessionarias-do-grupo.ts';
import { useClusters, type ClustersData } from '../hooks/use-clusters.ts';
import { useSalvarUsuario } from '../hooks/use-salvar-usuario.ts';
import { listPath } from '../lib/routes.ts';
import { useAfterSave } from './save.ts';
import { EmailEmplacamentoField, ParticipanteForm, ParticipanteShell } from './participante-form.tsx';

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
    <ParticipanteShell
      usuario={usuario}
      tipo={2}
      titulos={['Novo usuário', 'Editar usuário']}
      onSalvar={onSalvar}
      nome={nome}
      email={email}
      onChange={form.set}
      disabled={!editavel}
      campos={
        <>
          <GrupoPerfilField
            value={grupoId}
            onChange={(v) => form.patch({ grupoId: v, perfil: null, dealerGrupo: null, dealer: null, processosGrupo: false, claims: null })}
            disabled={!editavel}
          />
          <SelectField
            id="tipo-perfil"
            label="Tipo de Perfil"
            value={perfil}
            options={(perfis.data ?? []).filter((p) => p.ativo || p.id === usuario?.roleId)}
            optionLabel="descricao"
            placeholder={grupoId ? 'Selecione' : 'Selecione antes o Grupo de perfil'}
            emptyMessage="Nenhum Tipo de Perfil neste grupo"
            onChange={(v) => form.patch({ perfil: v, claims: null })}
            disabled={!editavel || !grupoId}
          />
          {comDealer && (
            <>
              <SelectField
                id="dealer-grupo"
                label="Grupo"
                value={dealerGrupo}
                options={dealerGrupos.data}
                filter
                onChange={(v) => form.patch({ dealerGrupo: v, dealer: null })}
                disabled={!editavel}
              />
              <SelectField
                id="dealer"
                label="Dealer"
                value={dealer}
                options={(dealers.data ?? []).map((d) => ({ id: d.id, nome: `${d.codigoDealer} - ${d.nome}` }))}
                placeholder={dealerGrupo ? 'Selecione' : 'Selecione antes o Grupo'}
                filter
                onChange={(v) => form.set('dealer', v)}
                disabled={!editavel || !dealerGrupo}
              />
            </>
          )}
        </>
      }
    >
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
        <EmailEmplacamentoField value={emailEmplacamento} onChange={(v) => form.set('emailEmplacamento', v)} disabled={!editavel} />
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
    </ParticipanteShell>
  );
}

function activeClaims(c: ClustersData): Set<number> {
  return new Set([...c.claimsPadrao, ...c.claimsNaoPadrao].filter((x) => x.active).map((x) => x.id));
}
