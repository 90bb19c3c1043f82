import { useEffect, useState } from 'react';
import { badgedFavicon } from '../lib/favicon-badge.ts';

// The page's own icon, read once: later the link holds a badged copy.
let originalHref: string | null = null;

const iconLink = () => document.querySelector<HTMLLinkElement>('link[rel="icon"]');

/** Badges the tab's favicon with `count`, and puts the page's own icon back at 0. */
export function useFaviconBadge(count: number) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    const link = iconLink();
    if (!link) return;
    originalHref ??= link.href;
    // Without the icon's text there is no badge: the plain icon stays, and the title still counts.
    fetch(originalHref)
      .then((response) => (response.ok ? response.text() : null))
      .then(setSvg)
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    const link = iconLink();
    if (!link || originalHref === null) return undefined;
    const plain = originalHref;
    link.href = count > 0 && svg ? badgedFavicon(svg, count) : plain;
    return () => {
      link.href = plain;
    };
  }, [count, svg]);
}
