import {
  renderWithProviders as renderWithKitProviders,
  settleAndCleanup,
} from '@garage/app-kit/testing';
import type { ReactElement, ReactNode } from 'react';
import { afterAll, beforeAll } from 'vitest';
import { ApiProvider } from '../lib/api-context.tsx';
import { createTestApiClient, testHosts } from './api-test-server.ts';

export { settleAndCleanup };

function TestApi({ children }: { children: ReactNode }) {
  return (
    <ApiProvider api={{ client: createTestApiClient(), hosts: testHosts }}>{children}</ApiProvider>
  );
}

/**
 * Renders `ui` at `path` with the supplier client (answered by the test's msw server), a fresh
 * query client without retries, and a memory router whose location the test can read.
 */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return renderWithKitProviders(ui, { path, wrapper: TestApi });
}

/**
 * jsdom lays nothing out, so every element measures 0 px and a virtualised list would render no
 * rows; this gives elements a viewport-sized box for the test file.
 */
export function stubLayoutSize({ width = 400, height = 800 } = {}) {
  const prototype = HTMLElement.prototype;
  const original = {
    clientWidth: Object.getOwnPropertyDescriptor(prototype, 'clientWidth'),
    clientHeight: Object.getOwnPropertyDescriptor(prototype, 'clientHeight'),
  };
  beforeAll(() => {
    Object.defineProperty(prototype, 'clientWidth', { configurable: true, get: () => width });
    Object.defineProperty(prototype, 'clientHeight', { configurable: true, get: () => height });
  });
  afterAll(() => {
    // jsdom defines both on Element.prototype: dropping the stubs uncovers them again.
    for (const [name, descriptor] of Object.entries(original)) {
      if (descriptor) Object.defineProperty(prototype, name, descriptor);
      else Reflect.deleteProperty(prototype, name);
    }
  });
}
