// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { basePath, storageKey } from './base-path.ts';

function setBase(href: string) {
  const base = document.createElement('base');
  base.setAttribute('href', href);
  document.head.prepend(base);
}

afterEach(() => {
  document.head.replaceChildren();
  history.replaceState(null, '', '/');
});

describe('the base path the portal is served under', () => {
  it('is the root without a <base> element, whatever page is open', () => {
    history.replaceState(null, '', '/enquiries/42');
    expect(basePath()).toBe('');
    expect(storageKey('onesignalId')).toBe('onesignalId');
  });

  it('is the <base href> path, with or without its trailing slash', () => {
    setBase('/s/Zq3_sandbox-0000000000001/');
    expect(basePath()).toBe('/s/Zq3_sandbox-0000000000001');
    document.head.replaceChildren();
    setBase('/portal');
    expect(basePath()).toBe('/portal');
  });

  it('takes a full URL on the portal’s own origin', () => {
    setBase(`${location.origin}/portal/`);
    expect(basePath()).toBe('/portal');
  });

  it('ignores a <base> on another origin, or without href', () => {
    setBase('https://elsewhere.example/s/Zq3_sandbox-0000000000001/');
    expect(basePath()).toBe('');
    document.head.replaceChildren();
    document.head.append(document.createElement('base'));
    expect(basePath()).toBe('');
  });

  it('prefixes storage keys with it', () => {
    setBase('/s/Zq3_sandbox-0000000000001/');
    expect(storageKey('onesignalId')).toBe('/s/Zq3_sandbox-0000000000001/onesignalId');
  });
});
