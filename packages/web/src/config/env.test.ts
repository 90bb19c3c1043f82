import { describe, expect, it } from 'vitest';
import { readSupplierHosts } from './env.ts';

describe('supplier hosts from the environment', () => {
  it('default to the portal origin for every host', () => {
    expect(readSupplierHosts({})).toEqual({ api: '', mapping: '', supplier: '' });
  });

  it('give mapping and supplier the API host unless set', () => {
    expect(readSupplierHosts({ VITE_API_HOST: 'https://api.supplier.example' })).toEqual({
      api: 'https://api.supplier.example',
      mapping: 'https://api.supplier.example',
      supplier: 'https://api.supplier.example',
    });
  });

  it('take each host as configured', () => {
    expect(
      readSupplierHosts({
        VITE_API_HOST: 'https://api.supplier.example',
        VITE_MAPPING_HOST: 'https://mapping.supplier.example',
        VITE_SUPPLIER_HOST: 'https://sales.supplier.example',
      }),
    ).toEqual({
      api: 'https://api.supplier.example',
      mapping: 'https://mapping.supplier.example',
      supplier: 'https://sales.supplier.example',
    });
  });

  it('name the variable that is not a URL', () => {
    expect(() => readSupplierHosts({ VITE_MAPPING_HOST: 'mapping.supplier.example' })).toThrow(
      /VITE_MAPPING_HOST/,
    );
    expect(() => readSupplierHosts({ VITE_API_HOST: 'ftp://api.supplier.example' })).toThrow(
      /VITE_API_HOST/,
    );
  });
});
