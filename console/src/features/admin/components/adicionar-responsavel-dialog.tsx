import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { adminMsg } from '@portal/contracts/admin/messages';
import { validateResponsaveis } from '@portal/contracts/admin/rules';
import { toast } from '../../../shared/toasts.tsx';
import { usePossiveisResponsaveis } from '../hooks/use-possiveis-responsaveis.ts';
import type { RegiaoData } from '../hooks/use-regiao.ts';

type Responsavel = RegiaoData['responsaveis'][number];

/** Adicionar: pick a responsible person ('Selecione um "Responsável"…', 'Este Responsável já está adicionado'). */
export function AdicionarResponsavelDialog({
  visible,
  onHide,
  atuais,
  onAdd,
}: {
  visible: boolean;
  onHide: () => void;
  atuais: Responsavel[];
  onAdd: (r: Responsavel) => void;
}) {
  const [escolhido, setEscolhido] = useState<number | null>(null);
  const possiveis = usePossiveisResponsaveis(visible);
  const adicionar = () => {
    const aviso = validateResponsaveis([...atuais, { userId: escolhido }]);
    if (aviso) return toast.warn(aviso);
    const p = possiveis.data?.find((x) => x.userId === escolhido);
    if (!p) return toast.warn(adminMsg.selecioneResponsavel);
    onAdd({ userId: p.userId, nome: p.nome, role: p.role });
    setEscolhido(null);
    onHide();
  };
  return (
    <Dialog header="Adicionar responsável" visible={visible} onHide={onHide} style={{ width: 'min(480px, 95vw)' }} modal>
      <div className="form-stack">
        <label htmlFor="responsavel">Responsável</label>
        <Dropdown
          inputId="responsavel"
          value={escolhido}
          options={(possiveis.data ?? []).map((p) => ({ value: p.userId, label: `${p.nome} (${p.role})` }))}
          placeholder="Selecione"
          filter
          onChange={(e) => setEscolhido(e.value as number)}
        />
        <div className="form-row-end">
          <Button type="button" label="Adicionar" icon="pi pi-check" onClick={adicionar} />
        </div>
      </div>
    </Dialog>
  );
}
