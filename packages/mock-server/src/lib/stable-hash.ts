/** FNV-1a: a stable number per text, so prices derived from a part number never change. */
export function stableHash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return value >>> 0;
}
