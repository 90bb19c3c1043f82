import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver and no object URLs, and Node's fetch cannot send jsdom's
 * FormData with a jsdom File in it. This stubs them for a test file: `scrollIntoView()` tells
 * every observed element it is now in view; object URLs are `blob:test/<n>`, with the revoked
 * ones recorded; Blob, File and FormData are Node's own, as fetch expects.
 */
export function stubBrowserApis() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
  const revoked: string[] = [];
  let created = 0;

  beforeAll(async () => {
    // Node's FormData class, whichever FormData the environment put on globalThis.
    const form = await new Response('a=1', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }).formData();
    vi.stubGlobal('FormData', form.constructor);
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
  });

  beforeEach(() => {
    observers.clear();
    revoked.length = 0;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly entry;
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, elements: [] as Element[] };
          observers.add(this.entry);
        }
        observe(element: Element) {
          this.entry.elements.push(element);
        }
        disconnect() {
          observers.delete(this.entry);
        }
      },
    );
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++created}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => revoked.push(url));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  return {
    revoked,
    scrollIntoView() {
      for (const { callback, elements } of [...observers]) {
        const entries = elements.map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        callback(entries, {} as IntersectionObserver);
      }
    },
  };
}
