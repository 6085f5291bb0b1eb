import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { msg } from '@portal/contracts/messages';
import { camposDaFlag } from '@portal/contracts/settings/regras';
import { formatDateTime } from '../../../shared/format.ts';
import { ListTable } from '../../../shared/list-table.tsx';
import type { ColunaTabela } from '../../../shared/list-table-model.ts';
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

const COLUNAS_LOG: ColunaTabela<FlagLog>[] = [
  { titulo: 'Data', valor: (l) => formatDateTime(l.data), campo: 'data' },
  { titulo: 'Usuário', valor: (l) => l.usuario, campo: 'usuario' },
  { titulo: 'Antes', valor: (l) => `${l.deAnterior ?? '—'} a ${l.ateAnterior ?? '—'}` },
  { titulo: 'Depois', valor: (l) => `${l.de ?? '—'} a ${l.ate ?? '—'}` },
];
const COLUNAS_FLAGS: ColunaTabela<Flag>[] = [
  { titulo: 'Flag', valor: (f) => <Tag value={TIPOS[f.tipo]?.nome} severity={TIPOS[f.tipo]?.cor} />, campo: 'tipo' },
  { titulo: 'Faixa', valor: faixa },
  { titulo: 'De', valor: (f) => f.de ?? '—', campo: 'de' },
  { titulo: 'Até', valor: (f) => f.ate ?? '—', campo: 'ate' },
];

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
      <ListTable rows={f.logs} colunas={COLUNAS_LOG} rotulo="LOGS" />
    </section>
  );
}

/** /settings/2: vehicle monitoring — the flags; Editar opens 'Edição da Flag'. */
export function FlagsTab() {
  const [edicao, setEdicao] = useState<number | null>(null);
  const q = useFlagsConfig();
  if (edicao !== null) return <EdicaoFlag key={edicao} id={edicao} onVoltar={() => setEdicao(null)} />;
  return (
    <ListTable
      rows={q.data ?? []}
      colunas={COLUNAS_FLAGS}
      rotulo="Flags"
      carregando={q.isPending}
      acoes={(f) => <Button icon="pi pi-pencil" text rounded aria-label={`Editar flag ${TIPOS[f.tipo]?.nome}`} onClick={() => setEdicao(f.id)} />}
    />
  );
}
