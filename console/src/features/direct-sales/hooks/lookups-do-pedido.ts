/**
 * The lookups of the order list and the order screen, as this feature uses them. The hooks themselves are the lookups
 * engineer's (`./lookups.ts`, branch k-lookups); this file only names what the screens import, so that their names are
 * fixed in one place.
 */
export {
  useTiposArquivo,
  useDocumentosExigidos,
  useTiposCliente,
  useDestinatarios,
  useVersoes,
  useProfissoes,
  useUfs,
  useCidades,
  useCep,
  useEtapasPedido,
  useStatusPedido,
  usePercentualDesconto,
} from './lookups.ts';
