import { describe, expect, it } from 'vitest';
import { filenameOf } from './download.ts';
import { createPath, editPath, listPath, parseTypeId } from './routes.ts';

describe('admin console helpers', () => {
  it('reads the file name of Content-Disposition', () => {
    expect(filenameOf('attachment; filename="PDD_Dealers.xlsx"', 'x.xlsx')).toBe('PDD_Dealers.xlsx');
    expect(filenameOf("attachment; filename*=UTF-8''PDD_Regi%C3%B5es.xlsx", 'x.xlsx')).toBe('PDD_Regiões.xlsx');
    expect(filenameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
  it('maps typeIds: 1-6 create, 11-61 edit', () => {
    expect(parseTypeId('3')).toEqual({ type: 3, edit: false });
    expect(parseTypeId('61')).toEqual({ type: 6, edit: true });
    expect(parseTypeId('12')).toBeNull();
    expect(parseTypeId('7')).toBeNull();
    expect(createPath(3)).toBe('/user/create/dealer/3');
    expect(editPath(2, 15)).toBe('/user/edit/15/usuario/21');
    expect(listPath(5)).toBe('/usersmanagment/3');
  });
});
