import { Checkbox } from 'primereact/checkbox';
import { byNome } from '@portal/contracts/admin/rules';
import { msg } from '@portal/contracts/messages';
import type { FuncaoTipoPerfil } from '@portal/contracts/admin/schemas';
import { toggleFuncao } from '../lib/matrix.ts';

/** The functions table: Visualizar (r) and Editar (u) per function, sorted by name. */
export function FuncoesTable({ funcoes, onChange, disabled }: { funcoes: FuncaoTipoPerfil[]; onChange: (f: FuncaoTipoPerfil[]) => void; disabled: boolean }) {
  const sorted = [...funcoes].sort(byNome);
  const set = (id: number, flag: 'r' | 'u', v: boolean) => onChange(funcoes.map((f) => (f.id === id ? { ...f, ...toggleFuncao(f, flag, v) } : f)));
  return (
    <table className="simple-table matrix-table" aria-label="Funções">
      <thead>
        <tr>
          <th>Função</th>
          <th className="check-col">Visualizar</th>
          <th className="check-col">Editar</th>
        </tr>
      </thead>
      <tbody>
        {sorted.length === 0 && (
          <tr>
            <td colSpan={3} className="muted">
              {msg.nenhumRegistro}
            </td>
          </tr>
        )}
        {sorted.map((f) => (
          <tr key={f.id}>
            <td>{f.nome}</td>
            <td className="check-col">
              <Checkbox
                inputId={`funcao-${f.id}-r`}
                checked={f.r}
                onChange={(e) => set(f.id, 'r', !!e.checked)}
                disabled={disabled}
                aria-label={`Visualizar ${f.nome}`}
              />
            </td>
            <td className="check-col">
              <Checkbox
                inputId={`funcao-${f.id}-u`}
                checked={f.u}
                onChange={(e) => set(f.id, 'u', !!e.checked)}
                disabled={disabled}
                aria-label={`Editar ${f.nome}`}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
