import type { Dealer } from '@portal/contracts/admin/dealers-schemas';
import { validateDealer } from '@portal/contracts/admin/rules';
import { useScreenPermission } from '../../../shared/permission.ts';
import { toast } from '../../../shared/toasts.tsx';
import { useFormState } from '../../../shared/use-form-state.ts';
import { FormShell, SelectField, TextField, ToggleField } from '../components/form-shell.tsx';
import { CnpjTable } from '../components/cnpj-table.tsx';
import { AuditoriaPanel } from '../components/auditoria-panel.tsx';
import { useConcessionaria } from '../hooks/use-concessionaria.ts';
import { useGruposConcessionariaTodos } from '../hooks/use-grupos-concessionaria-todos.ts';
import { useRegionaisOpcoes } from '../hooks/use-regionais-opcoes.ts';
import { useSalvarConcessionaria } from '../hooks/use-salvar-concessionaria.ts';
import { listPath } from '../lib/routes.ts';
import { useAfterSave } from './save.ts';

const SEM_ENDERECO = { cep: null, numero: null, logradouro: null, bairro: null, cidadeId: null, ufId: null, nomeCidade: null, nomeUf: null } as const;

/** typeId 3 / 31: dealer (code, name, group, region, Ativo and the CNPJ table). */
export function DealerForm({ id }: { id: number | null }) {
  const q = useConcessionaria(id);
  if (id !== null && !q.data) return <FormShell titulo="Editar dealer" voltar={listPath(3)} carregando />;
  return <DealerFields key={id ?? 'novo'} dealer={q.data ?? null} />;
}

function DealerFields({ dealer }: { dealer: Dealer | null }) {
  const { editavel } = useScreenPermission();
  const form = useFormState({
    codigo: dealer?.codigoDealer ?? '',
    nome: dealer?.nome ?? '',
    grupo: dealer?.concessionariaGrupoId ?? (null as number | null),
    regiao: dealer?.regionalId ?? (null as number | null),
    ativo: dealer ? dealer.status === 1 : true,
    cnpjs: dealer?.cnpjs ?? ([] as string[]),
  });
  const { codigo, nome, grupo, regiao, ativo, cnpjs } = form.valores;
  const grupos = useGruposConcessionariaTodos();
  const regioes = useRegionaisOpcoes();
  const salvar = useSalvarConcessionaria();
  const after = useAfterSave();

  const onSalvar = () => {
    const aviso = validateDealer({ codigoDealer: codigo, nome, concessionariaGrupoId: grupo, regionalId: regiao, cnpjs });
    if (aviso) return toast.warn(aviso);
    salvar.mutate(
      {
        ...(dealer ? { id: dealer.id } : {}),
        codigoDealer: codigo.trim(),
        nome: nome.trim(),
        concessionariaGrupoId: grupo,
        regionalId: regiao,
        status: ativo ? 1 : 0,
        cnpjs,
        ...SEM_ENDERECO,
      },
      after(listPath(3)),
    );
  };

  return (
    <FormShell
      titulo={dealer ? 'Editar dealer' : 'Novo dealer'}
      voltar={listPath(3)}
      carregando={false}
      onSalvar={onSalvar}
      depois={dealer && <AuditoriaPanel tabelas={['concessionarias']} registroId={dealer.id} />}
    >
      <div className="master-form-grid">
        <TextField
          id="codigo-dealer"
          label="Código do Dealer"
          value={codigo}
          onChange={(v) => form.set('codigo', v.toUpperCase())}
          maxLength={30}
          disabled={!editavel}
        />
        <TextField id="nome-dealer" label="Nome do Dealer" value={nome} onChange={(v) => form.set('nome', v)} disabled={!editavel} />
        <SelectField id="dealer-grupo" label="Grupos" value={grupo} options={grupos.data} filter onChange={(v) => form.set('grupo', v)} disabled={!editavel} />
        <SelectField
          id="dealer-regiao"
          label="Região"
          value={regiao}
          options={regioes.data}
          optionLabel="descricao"
          onChange={(v) => form.set('regiao', v)}
          disabled={!editavel}
        />
      </div>
      <ToggleField id="dealer-ativo" label="Ativo" value={ativo} onChange={(v) => form.set('ativo', v)} disabled={!editavel} />
      <CnpjTable cnpjs={cnpjs} onChange={(v) => form.set('cnpjs', v)} disabled={!editavel} />
    </FormShell>
  );
}
