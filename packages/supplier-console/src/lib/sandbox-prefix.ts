// The mock serves one console for every demo sandbox: at /console/ for the default sandbox and
// at /s/{id}/console/ for each other, each sandbox's demo API under the same prefix
// (/s/{id}/__demo). So the page's own path says which sandbox it plays.

/** The path before `/console/`: '/s/{id}' in a sandbox, '' at /console/ (the default sandbox). */
export function sandboxPrefix(pathname: string): string {
  return /^(.*?)\/console(?:\/|$)/.exec(pathname)?.[1] ?? '';
}

/** The prefix of the page the console runs in: of its /__demo calls and of its routes. */
export const pagePrefix = () => sandboxPrefix(window.location.pathname);
