import { Calendar, type CalendarProps, type CalendarSelectionMode } from 'primereact/calendar';
import { useCelular } from './use-celular.ts';

/**
 * The console's date picker: PrimeReact's Calendar, in touch mode on a phone (`useCelular`: a large panel centred over a
 * mask, its days easy to tap, instead of a popup under the field). Every date field uses it, so no screen forgets.
 */
export function Calendario<TMode extends CalendarSelectionMode = 'single'>(props: CalendarProps<TMode>) {
  const celular = useCelular();
  return <Calendar<TMode> touchUI={celular} {...props} />;
}
