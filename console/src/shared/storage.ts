import type { LoginData, UserClaims } from '@portal/contracts/access/session';

/** The one storage key (spec 000 §9): the signed-in session, the mirror's previous session and the popup flag. */
export const STORAGE_KEY = 'portal.sessao';

export interface StoredSession {
  accessToken: string;
  userClaims: UserClaims;
  senhaTrocadaPorAdministrador: boolean;
  trocaSenhaObrigatoria: boolean;
}

export interface Persisted {
  auth: StoredSession | null;
  /** the administrator's own session while an acesso espelho is active */
  previous: StoredSession | null;
  /** set when the login shows: the home's notice pop-ups should show */
  mostrarPopup: boolean;
}

const EMPTY: Persisted = { auth: null, previous: null, mostrarPopup: false };
const listeners = new Set<() => void>();
let cache: Persisted | null = null;

function read(): Persisted {
  if (cache) return cache;
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<Persisted>) : {};
    cache = { ...EMPTY, ...parsed };
  } catch {
    cache = { ...EMPTY };
  }
  return cache;
}

function write(next: Persisted) {
  cache = next;
  localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  for (const l of listeners) l();
}

export const persisted = {
  get: read,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  token: () => read().auth?.accessToken ?? null,
};

export function storeLogin(data: LoginData) {
  const auth: StoredSession = {
    accessToken: data.accessToken,
    userClaims: data.userClaims,
    senhaTrocadaPorAdministrador: data.senhaTrocadaPorAdministrador,
    trocaSenhaObrigatoria: data.trocaSenhaObrigatoria,
  };
  write({ ...read(), auth });
}

export function updateClaims(userClaims: UserClaims) {
  const cur = read();
  if (!cur.auth) return;
  // the claims as stored (JSON) unchanged: no write, so no redraw of every screen that reads the session (each page load
  // asks the server for them, and the answer is nearly always the same)
  if (JSON.stringify(cur.auth.userClaims) === JSON.stringify(userClaims)) return;
  write({ ...cur, auth: { ...cur.auth, userClaims } });
}

export function setShowPopup(mostrarPopup: boolean) {
  const cur = read();
  if (cur.mostrarPopup !== mostrarPopup) write({ ...cur, mostrarPopup });
}

/** Acesso espelho: keep the administrator's session to come back to (null when it is the same user). */
export function storePrevious(targetUserId: number) {
  const cur = read();
  const previous = cur.auth && cur.auth.userClaims.id !== targetUserId ? cur.auth : null;
  write({ ...cur, previous });
}

/** Retornar Espelho: the stored previous session becomes the current one. */
export function restorePrevious(): boolean {
  const cur = read();
  if (!cur.previous) return false;
  write({ ...cur, auth: cur.previous, previous: null });
  return true;
}

/** Sair and 401: everything the portal stored goes. */
export function clearStorage() {
  localStorage.clear();
  sessionStorage.clear();
  cache = null;
  for (const l of listeners) l();
}
