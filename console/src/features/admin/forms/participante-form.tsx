import type { ComponentType, ReactNode } from 'react';
import type { Usuario } from '@portal/contracts/admin/schemas';
import { FormShell, TextField, ToggleField } from '../components/form-shell.tsx';
import { AuditoriaPanel } from '../components/auditoria-panel.tsx';
import { useParticipante } from '../hooks/use-participante.ts';
import { listPath, type FormType } from '../lib/routes.ts';
import { BotaoHistorico } from '../../../shared/historico.tsx';

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

interface ShellProps {
  usuario: Usuario | null;
  tipo: FormType;
  /** the titles of the new and the edit form */
  titulos: [string, string];
  onSalvar: () => void;
  nome: string;
  email: string;
  onChange: (campo: 'nome' | 'email', valor: string) => void;
  disabled: boolean;
  /** more fields of the grid, after Nome and E-mail */
  campos?: ReactNode;
  /** below the grid */
  children?: ReactNode;
}

/** The frame of a participante form: title, Nome and E-mail (and the screen's grid fields), the rest, the audit history on edit. */
export function ParticipanteShell({ usuario, tipo, titulos, onSalvar, nome, email, onChange, disabled, campos, children }: ShellProps) {
  return (
    <FormShell
      titulo={usuario ? titulos[1] : titulos[0]}
      voltar={listPath(tipo)}
      carregando={false}
      onSalvar={onSalvar}
      depois={
        usuario && (
          <>
            <BotaoHistorico tipo="usuario" id={usuario.id} titulo={`Histórico do usuário ${nome}`} />
            <AuditoriaPanel tabelas={['participantes']} registroId={usuario.id} />
          </>
        )
      }
    >
      <div className="master-form-grid">
        <TextField id="nome" label="Nome" value={nome} onChange={(v) => onChange('nome', v)} disabled={disabled} />
        <TextField id="email" label="E-mail" type="email" value={email} onChange={(v) => onChange('email', v)} disabled={disabled} />
        {campos}
      </div>
      {children}
    </FormShell>
  );
}

/** Habilitar e-mail de emplacamento. */
export const EmailEmplacamentoField = ({ value, onChange, disabled }: { value: boolean; onChange: (v: boolean) => void; disabled: boolean }) => (
  <ToggleField id="email-emplacamento" label="Habilitar e-mail de emplacamento" value={value} onChange={onChange} disabled={disabled} />
);
