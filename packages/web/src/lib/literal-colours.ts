/**
 * Colour tokens of packages/app-kit/src/tokens.css written out, for paint that CSS variables do
 * not reach: the favicon's badge (an image of its own) and Google's map markers (which take
 * literal colours). Each is named for its token and equals it (literal-colours.test.ts).
 */
export const literalColours = {
  unread: '#dc2626',
  onDark: '#fff',
  mapDepot: '#374151',
  deliverySelected: '#dc2626',
  // :root's --brand, the portal's own blue: the company's colour, set below :root at run time,
  // is not in the tokens.
  brand: '#1d4ed8',
} as const;
