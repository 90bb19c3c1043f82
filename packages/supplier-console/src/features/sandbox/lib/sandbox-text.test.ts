import { describe, expect, it } from 'vitest';
import { makeSandbox } from '../../../testing/make-sandbox.ts';
import { idleText, sandboxName } from './sandbox-text.ts';

describe('sandboxName', () => {
  it('names a sandbox by who it is for, else by its id’s first 8 characters', () => {
    expect(sandboxName(makeSandbox())).toBe('Demo for Acme Motors');
    expect(sandboxName(makeSandbox({ label: null }))).toBe('Demo AbC123_-');
  });

  it('calls the default sandbox, the one unprefixed URLs use, the shared demo', () => {
    expect(sandboxName(makeSandbox({ id: null, label: null }))).toBe('Shared demo');
  });
});

describe('idleText', () => {
  const after = (expiresAt: string) =>
    idleText(makeSandbox({ lastUsedAt: '2026-03-10T09:30:00.000Z', expiresAt }));

  it('says after how long unused the sandbox ends', () => {
    expect(after('2026-03-10T11:30:00.000Z')).toBe('ends after 2 h unused');
    expect(after('2026-03-10T11:00:00.000Z')).toBe('ends after 1 h 30 min unused');
    expect(after('2026-03-10T09:45:00.000Z')).toBe('ends after 15 min unused');
  });

  it('says nothing for the default sandbox, which never ends', () => {
    expect(idleText(makeSandbox({ id: null, expiresAt: null }))).toBeNull();
  });
});
