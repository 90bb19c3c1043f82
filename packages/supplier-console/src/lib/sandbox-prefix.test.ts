import { describe, expect, it } from 'vitest';
import { sandboxPrefix } from './sandbox-prefix.ts';

const id = 'AbC123_-xyz0123456789Q';

describe('sandboxPrefix', () => {
  it('is empty for the default sandbox, served at /console/', () => {
    expect(sandboxPrefix('/console/')).toBe('');
    expect(sandboxPrefix('/console')).toBe('');
    expect(sandboxPrefix('/console/enquiries/102')).toBe('');
  });

  it('is /s/{id} under a sandbox, on any of its console routes', () => {
    expect(sandboxPrefix(`/s/${id}/console/`)).toBe(`/s/${id}`);
    expect(sandboxPrefix(`/s/${id}/console`)).toBe(`/s/${id}`);
    expect(sandboxPrefix(`/s/${id}/console/enquiries/102`)).toBe(`/s/${id}`);
  });

  it('is empty where the page is not under a console path (the dev server’s root)', () => {
    expect(sandboxPrefix('/')).toBe('');
    expect(sandboxPrefix(`/s/${id}/consoles/`)).toBe('');
  });
});
