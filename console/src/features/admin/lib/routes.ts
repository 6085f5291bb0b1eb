/** The master forms (spec 000 §2): create typeIds 1-6, edit typeIds 11-61, and the list tab each belongs to. */
export const FORM_TYPES = {
  1: { slug: 'administrador', tab: 0 },
  2: { slug: 'usuario', tab: 0 },
  3: { slug: 'dealer', tab: 1 },
  4: { slug: 'grupo', tab: 2 },
  5: { slug: 'regiao', tab: 3 },
  6: { slug: 'tipo-perfil', tab: 4 },
} as const;
export type FormType = keyof typeof FORM_TYPES;

export const createPath = (t: FormType) => `/user/create/${FORM_TYPES[t].slug}/${t}`;
export const editPath = (t: FormType, id: number) => `/user/edit/${id}/${FORM_TYPES[t].slug}/${t * 10 + 1}`;
export const listPath = (t: FormType) => `/usersmanagment/${FORM_TYPES[t].tab}`;

/** typeId of the URL to the form and whether it edits: 1-6 create, 11-61 edit. */
export function parseTypeId(typeId: string | undefined): { type: FormType; edit: boolean } | null {
  const n = Number(typeId);
  if (Number.isInteger(n) && n >= 1 && n <= 6) return { type: n as FormType, edit: false };
  if (Number.isInteger(n) && n >= 11 && n <= 61 && n % 10 === 1) return { type: ((n - 1) / 10) as FormType, edit: true };
  return null;
}
