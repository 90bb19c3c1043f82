// What a cross-engine journey can do with a page, the same in Firefox and WebKit: the few
// primitives each engine's driver gives (firefox.ts over WebDriver BiDi, webkit.ts over classic
// WebDriver). Finding things on the page is shared: Testing Library's queries run in the page
// (queries.ts), so a journey names what the garage sees, not CSS.

export type EngineName = 'firefox' | 'webkit';

/** Text to match: the whole text, or a pattern. */
export type Match = string | RegExp;

/**
 * Something on the page as a garage would name it: by role and accessible name, by the text it
 * shows, by its label or placeholder; CSS only where nothing a user sees names it. `within`: only
 * inside the first element another target finds (a card, a dialog).
 */
export type Target = (
  | { role: string; name?: Match }
  | { text: Match }
  | { label: Match }
  | { placeholder: Match }
  | { css: string }
) & { within?: Target };

/** Keys a journey presses; a '+' joins a modifier to the key, e.g. 'Shift+Enter'. */
export type Key =
  | 'Enter'
  | 'Shift+Enter'
  | 'Tab'
  | 'Shift+Tab'
  | 'Escape'
  | 'Backspace'
  | 'ArrowDown'
  | 'ArrowUp'
  | 'Home'
  | 'End'
  | 'Space';

/**
 * The engine-specific part: everything else (queries, waiting, checks) is shared. `Element` is
 * the driver's own handle of an element found in the page, to act on natively.
 */
export interface EngineDriver<Element> {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /**
   * Sizes the page's viewport, as near as the engine allows (WebKit's window cannot be
   * narrower than about 447 px): the size it got.
   */
  resize(width: number, height: number): Promise<{ width: number; height: number }>;
  /**
   * Runs `source` (a function's source) in the page with JSON arguments and gives its JSON
   * result. The page's CSP does not apply: drivers run scripts outside it.
   */
  run<R>(source: string, args: unknown[]): Promise<R>;
  /** The same, for a function that returns an element (or null). */
  element(source: string, args: unknown[]): Promise<Element | null>;
  /** A real pointer click at the element's centre, scrolled into view first. */
  click(element: Element): Promise<void>;
  /** Real key presses into whatever has the focus. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Sets a file input's file, as choosing it in the file picker does. */
  upload(element: Element, path: string): Promise<void>;
  /** Cuts the page off the network, or connects it again. */
  setOffline(offline: boolean): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}
