import { Tooltip } from 'primereact/tooltip';

/** One tooltip host for every flag on the screen. */
export const FlagTooltip = () => <Tooltip target=".flag-range" />;

const CORES: Record<number, { classe: string; nome: string }> = {
  1: { classe: 'flag-verde', nome: 'Verde' },
  2: { classe: 'flag-amarelo', nome: 'Amarelo' },
  3: { classe: 'flag-vermelho', nome: 'Vermelho' },
};

/** Usage-range flag: 1 green, 2 yellow, 3 red, with flagRangeDescricao as tooltip. */
export function FlagRange({ tipo, descricao }: { tipo: number | null; descricao: string | null }) {
  const c = tipo !== null ? CORES[tipo] : undefined;
  if (!c) return <span>-</span>;
  return (
    <i
      className={`pi pi-flag-fill flag-range ${c.classe}`}
      data-pr-tooltip={descricao ?? c.nome}
      data-pr-position="top"
      aria-label={descricao ?? c.nome}
      role="img"
    />
  );
}
