// @vitest-environment jsdom
import { parseRuntimeConfig } from '@garage/hosting/runtime-config';
import { setupTestServer } from '@garage/app-kit/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { stubBrowserApis } from '../testing/browser-stubs.ts';
import { createApp } from './app.tsx';
import { BootFrame } from './boot-frame.tsx';

stubBrowserApis();
setupTestServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

/** `root`'s elements without the comments and the whitespace between them. */
function withoutWhitespace<T extends Node>(root: T): T {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_TEXT);
  const drop: Node[] = [];
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (node.nodeType === Node.COMMENT_NODE || node.textContent?.trim() === '') drop.push(node);
  }
  for (const node of drop) node.parentNode?.removeChild(node);
  return root;
}

describe('the boot frame', () => {
  it('is index.html’s, element for element', () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    const page = new DOMParser().parseFromString(html, 'text/html');
    // Two trees compared node for node: what this test is for, not a query of the page.
    /* eslint-disable testing-library/no-node-access -- the markup itself is under test */
    const painted = page.querySelector('#root > .boot');
    const drawn = render(<BootFrame />).container.firstElementChild;
    if (!painted || !drawn) throw new Error('No boot frame in index.html or in BootFrame');

    // Attributes in any order, the SVG in its namespace.
    expect(withoutWhitespace(drawn).isEqualNode(withoutWhitespace(painted))).toBe(true);
    /* eslint-enable testing-library/no-node-access -- back to querying as a user */
  });

  it('stays while a full load’s lazy screen loads, with nothing on the console', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    history.replaceState(null, '', '/error');
    const parsed = parseRuntimeConfig({
      apiHost: 'http://api.test',
      supportPhone: '0113 496 0000',
    });
    if (!parsed.ok) throw new Error(parsed.problems.join());
    render(createApp(parsed.config, createQueryClient()));

    // The error screen's code is not in yet, and it has no shell: this is the boot frame.
    expect(screen.getByRole('status', { name: 'Loading your garage' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Sorry, something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your garage' })).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
