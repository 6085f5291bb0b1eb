import { Tag } from 'primereact/tag';

/** Pop-up status 1 ATIVO, 0 INATIVO (spec 002 §4.10). */
export const StatusTag = ({ status }: { status: number }) => <Tag value={status === 1 ? 'ATIVO' : 'INATIVO'} severity={status === 1 ? 'success' : 'warning'} />;
