import { Type, type Static } from '@sinclair/typebox';
import { Answer, Opt, Ref, Strict, Text } from '../http/schemas.ts';
import { Vigencia } from './schemas.ts';
import { Opcional } from './specs-schemas.ts';
import { MAX_OPCIONAIS_GUIA } from './vigencia.ts';

/**
 * Saving and reading one vigência of a model type's mandatory-options guide (/settings/0, the optional-vigência table;
 * the list is `GET configuracoes/specs`, schemas.ts). The server checks the values itself (vigencia.ts), so a wrong one
 * gets its own pt-BR message.
 */

/** POST configuracoes/specs and PUT configuracoes/specs/{id} */
export const VigenciaBody = Strict({
  tipoModeloAgrupadoId: Opt(Ref),
  inicioVigencia: Opt(Text(40)),
  fimVigencia: Opt(Text(40)),
  opcionais: Opt(Type.Array(Strict({ codigo: Opt(Text(40)), descricao: Opt(Text(400)) }), { maxItems: MAX_OPCIONAIS_GUIA * 2 })),
});
export type VigenciaBody = Static<typeof VigenciaBody>;

/** GET configuracoes/specs/{id}: the list's row with the options themselves (not their count), for the edit form. */
export const VigenciaDetalhe = Type.Object({ ...Vigencia.properties, opcionais: Type.Array(Opcional) });
export type VigenciaDetalhe = Static<typeof VigenciaDetalhe>;
export const VigenciaDetalheAnswer = Answer(VigenciaDetalhe);
