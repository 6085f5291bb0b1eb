import { looksLikeEmail } from '../access/password.ts';
import { GRUPO_PERFIL } from '../access/roles.ts';
import { cleanCnpj, isValidCnpj } from '../br/cnpj.ts';
import { adminMsg } from './messages.ts';

/**
 * Pure rules of the administration forms: the spec's validation order (000 §5) and the permission-matrix
 * rules (000 §4). Each validator answers the first message the spec's form would show, or null.
 */
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || v === 0;

/** Dealer group and dealer are asked only of users of the Dealer profile group (spec: not of Montadora or Administrador). */
export const requiresDealer = (grupoId: number | null | undefined) => grupoId === GRUPO_PERFIL.Dealer;

export interface UserFields {
  nome?: string | null;
  email?: string | null;
  grupoId?: number | null;
  perfil?: number | null;
  concessionariaGrupoId?: number | null;
  concessionariaId?: number | null;
}

/** User create and edit (typeId 2): the warnings in the spec's order. */
export function validateUser(u: UserFields): string | null {
  const dealer = requiresDealer(u.grupoId);
  const required: unknown[] = [u.nome, u.email, u.grupoId, u.perfil, ...(dealer || blank(u.grupoId) ? [u.concessionariaGrupoId, u.concessionariaId] : [])];
  if (required.every(blank)) return adminMsg.preenchaObrigatorios;
  if (blank(u.nome)) return adminMsg.preenchaNome;
  if (blank(u.email)) return adminMsg.preenchaEmail;
  if (blank(u.grupoId)) return adminMsg.selecioneGrupoPerfil;
  if (blank(u.perfil)) return adminMsg.selecioneTipoPerfil;
  if (dealer && blank(u.concessionariaGrupoId)) return adminMsg.selecioneGrupo;
  if (dealer && blank(u.concessionariaId)) return adminMsg.selecioneDealer;
  if (!looksLikeEmail(u.email!.trim())) return adminMsg.emailInvalido;
  return null;
}

/** Admin user (typeId 1): both fields, or the single-field version. */
export function validateAdminUser(u: { nome?: string | null; email?: string | null }): string | null {
  if (blank(u.nome) && blank(u.email)) return adminMsg.preenchaNomeEmail;
  if (blank(u.nome)) return adminMsg.preenchaNome;
  if (blank(u.email)) return adminMsg.preenchaEmail;
  if (!looksLikeEmail(u.email!.trim())) return adminMsg.emailInvalido;
  return null;
}

export interface DealerFields {
  codigoDealer?: string | null;
  nome?: string | null;
  concessionariaGrupoId?: number | null;
  regionalId?: number | null;
  cnpjs?: (string | null)[] | null;
}

/** The CNPJ table: at least one, each valid (alphanumeric included), none twice. Answers the clean 14-character values. */
export function validateCnpjs(cnpjs: (string | null)[] | null | undefined): { error: string } | { cnpjs: string[] } {
  const list = (cnpjs ?? []).filter((c) => !blank(c)) as string[];
  if (!list.length) return { error: adminMsg.informeCnpj };
  const seen = new Set<string>();
  for (const raw of list) {
    if (!isValidCnpj(raw)) return { error: adminMsg.cnpjInvalido };
    const c = cleanCnpj(raw);
    if (seen.has(c)) return { error: adminMsg.cnpjNaLista };
    seen.add(c);
  }
  return { cnpjs: [...seen] };
}

/** Dealer create and edit (typeId 3), in the spec's order. */
export function validateDealer(d: DealerFields): string | null {
  const cnpjsBlank = !(d.cnpjs ?? []).some((c) => !blank(c));
  if ([d.codigoDealer, d.nome, d.concessionariaGrupoId, d.regionalId].every(blank) && cnpjsBlank) return adminMsg.preenchaCamposObrigatorios;
  if (blank(d.codigoDealer)) return adminMsg.preenchaCodigoDealer;
  if (blank(d.nome)) return adminMsg.preenchaNomeDealer;
  if (blank(d.concessionariaGrupoId)) return adminMsg.selecioneGrupo;
  if (blank(d.regionalId)) return adminMsg.selecioneRegiao;
  const c = validateCnpjs(d.cnpjs);
  return 'error' in c ? c.error : null;
}

/** Region responsáveis: each picked, none twice. */
export function validateResponsaveis(rs: { userId?: number | null }[]): string | null {
  const seen = new Set<number>();
  for (const r of rs) {
    if (blank(r.userId)) return adminMsg.selecioneResponsavel;
    if (seen.has(r.userId!)) return adminMsg.responsavelJaAdicionado;
    seen.add(r.userId!);
  }
  return null;
}

export interface Flags {
  read: boolean;
  edit: boolean;
}

/**
 * One cell of the Menus do Sistema matrix (spec 000 §4), given what was stored and what was sent:
 * ticking Editar forces Visualizar on; clearing Visualizar clears Editar.
 * With {read:false, edit:true} the change decides: edit newly ticked forces read; read newly cleared clears edit.
 */
export function applyMatrixRule(before: Flags, sent: Flags): Flags {
  if (sent.edit && !sent.read) {
    const clearedRead = before.read && before.edit; // read was on with edit, now sent off: the user cleared Visualizar
    return clearedRead ? { read: false, edit: false } : { read: true, edit: true };
  }
  return { read: sent.read || sent.edit, edit: sent.edit };
}

/** A menu-level toggle applies to all its submenus. */
export function applyMenuToggle(subMenuIds: number[], sent: Flags, before: Map<number, Flags>): Map<number, Flags> {
  return new Map(subMenuIds.map((id) => [id, applyMatrixRule(before.get(id) ?? { read: false, edit: false }, sent)]));
}

/** Function rights (r, u): update implies read. */
export const applyFuncaoRule = (f: { r: boolean; u: boolean }) => ({ r: f.r || f.u, u: f.u });

/** Changing a profile type's profile group resets every menu flag to off. */
export const resetsMenus = (before: { grupoId: number }, after: { grupoId: number }) => before.grupoId !== after.grupoId;

/** Sorted by name the way pt-BR readers expect (accents ignored for order). */
export const byNome = <T extends { nome: string }>(a: T, b: T) => a.nome.localeCompare(b.nome, 'pt-BR', { sensitivity: 'base' });
