/**
 * Serialises a multipart request body (the two calls that carry an image). Files stay files,
 * other values become strings, and absent optional fields are left out rather than sent empty.
 */
type FieldValue = string | number | boolean | Blob | null | undefined;

export function toFormData(body: Record<string, FieldValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, String(value));
  }
  return form;
}
