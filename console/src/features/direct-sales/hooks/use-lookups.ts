import { useQuery } from '@tanstack/react-query';
import type {
  Cidade,
  Destinatario,
  DocumentoExigidoLinha,
  EnderecoCep,
  EtapaLinha,
  PercentualDesconto,
  Profissao,
  StatusLinha,
  TipoArquivoLinha,
  TipoClienteLinha,
  TipoParcelaLinha,
  Uf,
  Versao,
} from '@portal/contracts/direct-sales/schemas';
import { cleanCep, isValidCep } from '@portal/contracts/br/cep';
import { ApiError, call } from '../../../shared/api-client.ts';

/**
 * The reference data the direct-sales order screen and the boletos screen load (spec direct-sales §7.1, §7.2), cached
 * for the session; the answer types come from contracts. The lookups the vehicle screens share (dealers, groups,
 * models, derivatives) are in console/src/shared/lookups.ts.
 */
const ESTAVEL = { staleTime: 5 * 60_000 } as const;
/** Lists that never change while the portal runs (they are rules in contracts). */
const FIXO = { staleTime: Infinity, gcTime: Infinity } as const;
type Query = Record<string, number | boolean | null | undefined>;
const lookup = <T>(key: readonly unknown[], path: string, query?: Query, enabled = true, cache: typeof ESTAVEL | typeof FIXO = ESTAVEL) =>
  useQuery({ queryKey: ['venda-direta', ...key], queryFn: () => call<T>('GET', path, { query }), enabled, ...cache });

/** GET pedidos/documentos: the 19 order file types. */
export const useTiposArquivo = () => lookup<TipoArquivoLinha[]>(['documentos'], 'pedidos/documentos', undefined, true, FIXO);

/** GET pedidos/documentos?obrigatorio=true&steps&tipoCliente: each file type and whether it is required, optional or not to attach. */
export const useDocumentosExigidos = (tipoCliente: number | null, step: number | null, tipoPagamento?: number | null) =>
  lookup<DocumentoExigidoLinha[]>(
    ['documentos', 'exigidos', tipoCliente, step ?? 0, tipoPagamento ?? null],
    'pedidos/documentos',
    { obrigatorio: true, steps: step ?? 0, tipoCliente, tipoPagamento: tipoPagamento || undefined },
    tipoCliente !== null && tipoCliente > 0,
    FIXO,
  );

/** GET pedidos/tipos-cliente */
export const useTiposCliente = () => lookup<TipoClienteLinha[]>(['tipos-cliente'], 'pedidos/tipos-cliente', undefined, true, FIXO);

/** GET pedidos/destinatarios (with the order's dealer, its users too) */
export const useDestinatarios = (concessionariaId?: number | null) =>
  lookup<Destinatario[]>(['destinatarios', concessionariaId ?? null], 'pedidos/destinatarios', { concessionariaId: concessionariaId || undefined });

/** GET pedidos/tipos-parcela */
export const useTiposParcela = () => lookup<TipoParcelaLinha[]>(['tipos-parcela'], 'pedidos/tipos-parcela', undefined, true, FIXO);

/** GET pedidos/versao (of a derivative, when chosen) */
export const useVersoes = (derivativoId?: number | null) =>
  lookup<Versao[]>(['versoes', derivativoId ?? null], 'pedidos/versao', { derivativoId: derivativoId || undefined });

/** GET genericos/profissoes */
export const useProfissoes = () => lookup<Profissao[]>(['profissoes'], 'genericos/profissoes');

/** GET localizacoes/ufs */
export const useUfs = () => lookup<Uf[]>(['ufs'], 'localizacoes/ufs', undefined, true, FIXO);

/** GET localizacoes/cidades/{ufId} */
export const useCidades = (ufId: number | null) => lookup<Cidade[]>(['cidades', ufId], `localizacoes/cidades/${ufId ?? 0}`, undefined, !!ufId, FIXO);

/**
 * GET localizacoes/cep/{cep}: asked once the field holds 8 digits. The form shows the answer's message itself (a CEP
 * the portal cannot find is typed by hand), so no toast; `fonte: 'faixa'` means only the UF is known.
 */
export function useCep(cep: string | null) {
  const digitos = cep ? cleanCep(cep) : '';
  const pronto = !!cep && isValidCep(cep);
  return useQuery({
    queryKey: ['venda-direta', 'cep', digitos],
    queryFn: () => call<EnderecoCep>('GET', `localizacoes/cep/${digitos}`, { silent: true }),
    enabled: pronto,
    retry: (n, e) => !(e instanceof ApiError && e.status < 500) && n < 2,
    ...ESTAVEL,
  });
}

/** GET veiculos/pedidos/etapas (the Etapa atual filter) */
export const useEtapasPedido = () => lookup<EtapaLinha[]>(['etapas'], 'veiculos/pedidos/etapas', undefined, true, FIXO);

/** GET veiculos/pedidos/status (the order list's Status filter) */
export const useStatusPedido = () => lookup<StatusLinha[]>(['status-pedido'], 'veiculos/pedidos/status', undefined, true, FIXO);

/** GET pedidos/tipos-status/ (the boletos screen's 'Selecione um Status') */
export const useStatusBoleto = () => lookup<StatusLinha[]>(['status-boleto'], 'pedidos/tipos-status/', undefined, true, FIXO);

/**
 * GET pedidos/percentual/desconto: the policy's discount and commission for the chosen discount type, derivative and
 * version. A combination without a policy answers 404 with its message (shown by the form, not as a toast).
 */
export const usePercentualDesconto = (f: { tipoDesconto: number | null; derivativoId: number | null; versaoId?: number | null }) =>
  useQuery({
    queryKey: ['venda-direta', 'percentual-desconto', f.tipoDesconto, f.derivativoId, f.versaoId ?? null],
    queryFn: () =>
      call<PercentualDesconto>('GET', 'pedidos/percentual/desconto', {
        query: { tipoDesconto: f.tipoDesconto, derivativoId: f.derivativoId, versaoId: f.versaoId || undefined },
        silent: true,
      }),
    enabled: !!f.tipoDesconto && !!f.derivativoId,
    retry: (n, e) => !(e instanceof ApiError && e.status < 500) && n < 2,
    ...ESTAVEL,
  });
