import { useState } from 'react';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { msg } from '@portal/contracts/messages';
import { camposDaFlag } from '@portal/contracts/settings/regras';
import { formatDateTime } from '../../../shared/format.ts';
import { useScreenPermission } from '../../../shared/permission.ts';
import type { Flag, FlagLog } from '@portal/contracts/settings/schemas';
import { useFlag, useFlagsConfig } from '../hooks/use-flags.ts';
import { useSalvarFlag } from '../hooks/use-salvar-configuracao.ts';

/** DECISIONS.md: 1 green up to N days, 2 yellow between de and ate, 3 red above de. */
const TIPOS: Record<number, { nome: string; cor: 'success' | 'warning' | 'danger' }> = {
  1: { nome: 'Verde', cor: 'success' },
  2: { nome: 'Amarela', cor: 'warning' },
  3: { nome: 'Vermelha', cor: 'danger' },
};
const faixa = (f: Flag) => (f.tipo === 1 ? `Até ${f.ate} dias` : f.tipo === 2 ? `De ${f.de} a ${f.ate} dias` : `Acima de ${f.de} dias`);
const so = (v: string) => v.replace(/\D/g, '').slice(0, 32);

/** 'Edição da Flag': De and Até (digits only, up to 32; De hidden for type 1, Até for type 3) and the LOGS table. */
function EdicaoFlag({ id, onVoltar }: { id: number; onVoltar: () => void }) {
  const { editavel } = useScreenPermission();
  const q = useFlag(id);
  const salvar = useSalvarFlag();
  const [de, setDe] = useState<string | null>(null);
  const [ate, setAte] = useState<string | null>(null);
  const f = q.data;
  if (!f) return <p className="loading">{msg.carregando}</p>;
  const campos = camposDaFlag(f.tipo);
  const vDe = de ?? (f.de === null ? '' : String(f.de));
  const vAte = ate ?? (f.ate === null ? '' : String(f.ate));
  return (
    <section className="card" aria-label="Edição da Flag">
      <h3>Edição da Flag</h3>
      <p>
        Flag <Tag value={TIPOS[f.tipo]!.nome} severity={TIPOS[f.tipo]!.cor} /> — {faixa(f)}
      </p>
      <div className="conf-form">
        {campos.de && (
          <label>
            De (dias){' '}
            <InputText value={vDe} onChange={(e) => setDe(so(e.target.value))} maxLength={32} inputMode="numeric" disabled={!editavel} aria-label="De" />
          </label>
        )}
        {campos.ate && (
          <label>
            Até (dias){' '}
            <InputText value={vAte} onChange={(e) => setAte(so(e.target.value))} maxLength={32} inputMode="numeric" disabled={!editavel} aria-label="Até" />
          </label>
        )}
        {editavel && (
          <Button
            label="Salvar"
            size="small"
            loading={salvar.isPending}
            onClick={() =>
              salvar.mutate(
                { id: f.id, tipo: f.tipo, de: campos.de ? vDe : null, ate: campos.ate ? vAte : null },
                { onSuccess: () => (setDe(null), setAte(null)) },
              )
            }
          />
        )}
        <Button label="Voltar" size="small" text onClick={onVoltar} />
      </div>
      <h4>LOGS</h4>
      <DataTable value={f.logs} emptyMessage={msg.nenhumRegistro} size="small" aria-label="LOGS">
        <Column header="Data" body={(l: FlagLog) => formatDateTime(l.data)} />
        <Column field="usuario" header="Usuário" />
        <Column header="Antes" body={(l: FlagLog) => `${l.deAnterior ?? '—'} a ${l.ateAnterior ?? '—'}`} />
        <Column header="Depois" body={(l: FlagLog) => `${l.de ?? '—'} a ${l.ate ?? '—'}`} />
      </DataTable>
    </section>
  );
}

/** /settings/2: vehicle monitoring — the flags; Editar opens 'Edição da Flag'. */
export function FlagsTab() {
  const [edicao, setEdicao] = useState<number | null>(null);
  const q = useFlagsConfig();
  if (edicao !== null) return <EdicaoFlag key={edicao} id={edicao} onVoltar={() => setEdicao(null)} />;
  return (
    <DataTable value={q.data ?? []} loading={q.isPending} emptyMessage={msg.nenhumRegistro} size="small" aria-label="Flags" dataKey="id">
      <Column header="Flag" body={(f: Flag) => <Tag value={TIPOS[f.tipo]?.nome} severity={TIPOS[f.tipo]?.cor} />} />
      <Column header="Faixa" body={faixa} />
      <Column header="De" body={(f: Flag) => f.de ?? '—'} />
      <Column header="Até" body={(f: Flag) => f.ate ?? '—'} />
      <Column
        header="Editar"
        body={(f: Flag) => <Button icon="pi pi-pencil" text rounded aria-label={`Editar flag ${TIPOS[f.tipo]?.nome}`} onClick={() => setEdicao(f.id)} />}
      />
    </DataTable>
  );
}
