import { useSearchParams } from 'react-router';

/** BI filters kept in the URL query string (shareable, survive a reload): numbers or nothing. */
export function useFiltrosUrl<K extends string>(chaves: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filtros = Object.fromEntries(
    chaves.map((k) => {
      const v = Number(params.get(k));
      return [k, Number.isInteger(v) && v > 0 ? v : null];
    }),
  ) as Record<K, number | null>;
  const definir = (mudar: Partial<Record<K, number | null | undefined>>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(mudar)) {
      if (v) p.set(k, String(v));
      else p.delete(k);
    }
    setParams(p, { replace: true });
  };
  return { filtros, definir };
}
