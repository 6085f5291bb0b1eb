/** Multi-line Pedido/Chassi input: one entry per line (also commas and quotes, as the old front end sent them). */
export function linhas(v: string | string[] | null | undefined): string[] {
  if (v === null || v === undefined) return [];
  const parts = (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(/[\r\n,;]+/));
  return [
    ...new Set(
      parts
        .map((s) =>
          s
            .trim()
            .replace(/^['"]+|(?<!['"])['"]+$/g, '') // the trailing run from its first quote only: linear
            .trim(),
        )
        .filter(Boolean),
    ),
  ].slice(0, 1000);
}
