import { useSyncExternalStore } from 'react';
import type { Menu } from '@portal/contracts/access/session';
import { persisted, type Persisted } from '../shared/storage.ts';

/** The persisted session, as React state. */
export function useSession(): Persisted {
  return useSyncExternalStore(persisted.subscribe, persisted.get);
}

/** Every menu the role claims carry. */
export function menusOf(p: Persisted): Menu[] {
  return p.auth?.userClaims.claims.flatMap((c) => c.menus) ?? [];
}

export function roleOf(p: Persisted): string | null {
  return p.auth?.userClaims.claims.find((c) => c.type === 'role')?.value ?? null;
}
