import { dataDeNegocio } from '@portal/contracts/vehicles/vehicle-machine';

/** Business dates are yyyy-MM-dd in America/Sao_Paulo. */
export const hojeEm = (now: Date) => dataDeNegocio(now.toISOString());
export const horaEm = (now: Date) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', hourCycle: 'h23' }).format(now));
export const fimDeSemana = (data: string) => {
  const d = new Date(`${data}T12:00:00Z`).getUTCDay();
  return d === 0 || d === 6;
};
export const dataBR = (data: string | null | undefined) => (data ? `${data.slice(8, 10)}/${data.slice(5, 7)}/${data.slice(0, 4)}` : null);
export const ISO_DATA = /^\d{4}-\d{2}-\d{2}$/;
/** The next weekday after `data`. */
export function proximoDiaUtil(data: string): string {
  const d = new Date(`${data}T12:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6);
  return d.toISOString().slice(0, 10);
}
