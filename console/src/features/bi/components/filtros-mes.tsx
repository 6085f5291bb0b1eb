import type { Opcao } from '@portal/contracts/bi/estoque';
import { biSummaryMsg } from '@portal/contracts/bi/summary';
import { FiltroBi, FiltroDealer } from '../../../shared/bi/pagina-bi.tsx';
import { useMeses } from '../../../shared/lookups.ts';

export const CHAVES_MES = ['ano', 'mes', 'marcaId', 'concessionariaId'] as const;
type Filtros = Record<(typeof CHAVES_MES)[number], number | null>;

/** Ano, Mês (the answer's month when none is chosen), Marca and, for whoever sees more than one, Concessionária; all in the URL. */
export function FiltrosMes(p: {
  prefixo: string;
  filtros: Filtros;
  definir: (m: Partial<Filtros>) => void;
  atual?: { ano: number; mes: number };
  opcoes?: { marcas: Opcao[]; dealers: Opcao[] };
}) {
  const meses = useMeses();
  const anoAtual = p.atual?.ano ?? new Date().getFullYear();
  const anos = Array.from({ length: 6 }, (_, i) => ({ id: anoAtual + 1 - i, nome: String(anoAtual + 1 - i) }));
  return (
    <>
      <FiltroBi
        id={`${p.prefixo}-ano`}
        rotulo="Ano"
        limpar={false}
        valor={p.filtros.ano ?? p.atual?.ano ?? null}
        opcoes={anos}
        mudar={(v) => p.definir({ ano: v })}
      />
      <FiltroBi
        id={`${p.prefixo}-mes`}
        rotulo="Mês"
        limpar={false}
        valor={p.filtros.mes ?? p.atual?.mes ?? null}
        opcoes={meses.data ?? []}
        mudar={(v) => p.definir({ mes: v })}
      />
      <FiltroBi id={`${p.prefixo}-marca`} rotulo="Marca" valor={p.filtros.marcaId} opcoes={p.opcoes?.marcas ?? []} mudar={(v) => p.definir({ marcaId: v })} />
      <FiltroDealer prefixo={p.prefixo} valor={p.filtros.concessionariaId} dealers={p.opcoes?.dealers} mudar={(v) => p.definir({ concessionariaId: v })} />
    </>
  );
}

/** Where the registrations come from: the imported ones, or billing as a proxy while none was imported. */
export const notaDaFonte = (fonte: 'emplacamento' | 'faturamento') =>
  fonte === 'emplacamento' ? biSummaryMsg.fonteEmplacamentoImportado : biSummaryMsg.fonteEmplacamento;
