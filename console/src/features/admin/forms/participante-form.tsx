import type { ComponentType } from 'react';
import type { Usuario } from '@portal/contracts/admin/schemas';
import { FormShell, TextField } from '../components/form-shell.tsx';
import { useParticipante } from '../hooks/use-participante.ts';
import { listPath, type FormType } from '../lib/routes.ts';

/** The user and administrator forms (participantes): the skeleton while the edit form loads, then the fields, once per id. */
export function ParticipanteForm({
  id,
  tipo,
  titulo,
  Campos,
}: {
  id: number | null;
  tipo: FormType;
  titulo: string;
  Campos: ComponentType<{ usuario: Usuario | null }>;
}) {
  const q = useParticipante(id);
  if (id !== null && !q.data) return <FormShell titulo={titulo} voltar={listPath(tipo)} carregando />;
  return <Campos key={id ?? 'novo'} usuario={q.data ?? null} />;
}

/** Nome and E-mail of a participante. */
export function NomeEmailCampos({
  nome,
  email,
  onChange,
  disabled,
}: {
  nome: string;
  email: string;
  onChange: (campo: 'nome' | 'email', valor: string) => void;
  disabled: boolean;
}) {
  return (
    <>
      <TextField id="nome" label="Nome" value={nome} onChange={(v) => onChange('nome', v)} disabled={disabled} />
      <TextField id="email" label="E-mail" type="email" value={email} onChange={(v) => onChange('email', v)} disabled={disabled} />
    </>
  );
}
