/**
 * jsdom has no matchMedia; react-hot-toast asks it whether motion is reduced. Gives it one
 * that matches nothing: call it before a test renders toasts.
 */
export function stubMatchMedia(): void {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as never;
}
