import { useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { InputSwitch } from 'primereact/inputswitch';
import { Dropdown } from 'primereact/dropdown';
import type { Dealer } from '@portal/contracts/admin/schemas';
import { validateDealer } from '@portal/contracts/admin/rules';
import { useScreenPermission } from '../../../shared/permission.ts';
import { toast } from '../../../shared/toasts.tsx';
import { FormShell, Field, SwitchField } from '../components/form-shell.tsx';
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
  const [codigo, setCodigo] = useState(dealer?.codigoDealer ?? '');
  const [nome, setNome] = useState(dealer?.nome ?? '');
  const [grupo, setGrupo] = useState<number | null>(dealer?.concessionariaGrupoId ?? null);
  const [regiao, setRegiao] = useState<number | null>(dealer?.regionalId ?? null);
  const [ativo, setAtivo] = useState(dealer ? dealer.status === 1 : true);
  const [cnpjs, setCnpjs] = useState<string[]>(dealer?.cnpjs ?? []);
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
        <Field id="codigo-dealer" label="Código do Dealer">
          <InputText id="codigo-dealer" value={codigo} onChange={(e) => setCodigo(e.target.value.toUpperCase())} maxLength={30} disabled={!editavel} />
        </Field>
        <Field id="nome-dealer" label="Nome do Dealer">
          <InputText id="nome-dealer" value={nome} onChange={(e) => setNome(e.target.value)} disabled={!editavel} />
        </Field>
        <Field id="dealer-grupo" label="Grupos">
          <Dropdown
            inputId="dealer-grupo"
            value={grupo}
            options={grupos.data ?? []}
            optionLabel="nome"
            optionValue="id"
            placeholder="Selecione"
            filter
            onChange={(e) => setGrupo(e.value as number)}
            disabled={!editavel}
          />
        </Field>
        <Field id="dealer-regiao" label="Região">
          <Dropdown
            inputId="dealer-regiao"
            value={regiao}
            options={regioes.data ?? []}
            optionLabel="descricao"
            optionValue="id"
            placeholder="Selecione"
            onChange={(e) => setRegiao(e.value as number)}
            disabled={!editavel}
          />
        </Field>
      </div>
      <SwitchField id="dealer-ativo" label="Ativo">
        <InputSwitch inputId="dealer-ativo" checked={ativo} onChange={(e) => setAtivo(!!e.value)} disabled={!editavel} />
      </SwitchField>
      <CnpjTable cnpjs={cnpjs} onChange={setCnpjs} disabled={!editavel} />
    </FormShell>
  );
}
