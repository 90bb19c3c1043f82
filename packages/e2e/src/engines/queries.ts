// Finding what a journey names on the page, in the page itself: Testing Library's queries (the
// ones the portal's unit tests use), loaded into the page the first time a query needs them
// after each load, so every engine finds elements by the same rules. Only elements that can be
// seen count: a journey acts on and checks what the garage sees.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Match, Target } from './engine-page.ts';

const require = createRequire(import.meta.url);

/** Testing Library's browser bundle: it defines window.TestingLibraryDom. */
export const testingLibrarySource = readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

/** A pattern crosses into the page as its source and flags. */
type PageMatch = string | { source: string; flags: string };
export type PageTarget = (
  | { role: string; name?: PageMatch }
  | { text: PageMatch }
  | { label: PageMatch }
  | { placeholder: PageMatch }
  | { css: string }
) & { within?: PageTarget };

const toPage = (match: Match): PageMatch =>
  typeof match === 'string' ? match : { source: match.source, flags: match.flags };

function ownPageTarget(target: Target): PageTarget {
  if ('css' in target) return { css: target.css };
  if ('role' in target) {
    return target.name === undefined
      ? { role: target.role }
      : { role: target.role, name: toPage(target.name) };
  }
  if ('text' in target) return { text: toPage(target.text) };
  if ('label' in target) return { label: toPage(target.label) };
  return { placeholder: toPage(target.placeholder) };
}

export function pageTarget(target: Target): PageTarget {
  const own = ownPageTarget(target);
  return target.within === undefined ? own : { ...own, within: pageTarget(target.within) };
}

/** How a journey's failure names a target. */
export function describeTarget(target: Target): string {
  const own = describeOwnTarget(target);
  return target.within === undefined ? own : `${own} in ${describeTarget(target.within)}`;
}

function describeOwnTarget(target: Target): string {
  if ('css' in target) return `the element ${target.css}`;
  if ('role' in target) {
    return target.name === undefined ? `a ${target.role}` : `the ${target.role} '${target.name}'`;
  }
  if ('text' in target) return `the text '${target.text}'`;
  if ('label' in target) return `the field labelled '${target.label}'`;
  return `the field with placeholder '${target.placeholder}'`;
}

/**
 * The page-side finder, as source: (target) => the visible elements it matches. Testing Library
 * must be loaded in the page (portal.ts loads it).
 */
export const findAllSource = `function findAll(target) {
  const dtl = window.TestingLibraryDom;
  const match = (m) => (m === undefined || typeof m === 'string' ? m : new RegExp(m.source, m.flags));
  const body = target.within === undefined ? document.body : findAll(target.within)[0];
  if (body === undefined) return [];
  let found;
  if ('css' in target) found = Array.from(body.querySelectorAll(target.css));
  else if ('role' in target) found = dtl.queryAllByRole(body, target.role, target.name === undefined ? {} : { name: match(target.name) });
  else if ('text' in target) found = dtl.queryAllByText(body, match(target.text));
  else if ('label' in target) found = dtl.queryAllByLabelText(body, match(target.label));
  else found = dtl.queryAllByPlaceholderText(body, match(target.placeholder));
  return found.filter((element) => element.checkVisibility({ visibilityProperty: true }) || element.type === 'file');
}`;
