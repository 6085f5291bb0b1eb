import { createContext, useContext } from 'react';

/** What the route guard found for the current screen: edit makes it editable, read-only otherwise. */
export interface ScreenPermission {
  editavel: boolean;
}
export const ScreenPermissionContext = createContext<ScreenPermission>({ editavel: false });
export const useScreenPermission = () => useContext(ScreenPermissionContext);
