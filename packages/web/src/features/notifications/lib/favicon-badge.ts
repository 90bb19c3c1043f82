import { literalColours } from '../../../lib/literal-colours.ts';

// The badge is an image of its own: tokens.css does not reach into it.
const { unread, onDark } = literalColours;

/** The favicon's text shown as is, inside the badged icon below. */
const svgDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/**
 * The favicon with the unread count in a red disc at its top right ('9+' above 9), as an SVG
 * data URL. The original is drawn whole beneath it, whatever its own viewBox.
 */
export function badgedFavicon(faviconSvg: string, count: number): string {
  const label = count > 9 ? '9+' : String(count);
  const fontSize = label.length > 1 ? 40 : 52;
  return svgDataUrl(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">' +
      `<image href="${svgDataUrl(faviconSvg)}" width="128" height="128"/>` +
      `<circle cx="90" cy="38" r="36" fill="${unread}" stroke="${onDark}" stroke-width="6"/>` +
      `<text x="90" y="${38 + fontSize * 0.36}" font-family="Arial,sans-serif" font-size="${fontSize}" font-weight="bold" fill="${onDark}" text-anchor="middle">${label}</text>` +
      '</svg>',
  );
}
