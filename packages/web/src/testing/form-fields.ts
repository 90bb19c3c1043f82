/**
 * A multipart body's text fields by name, as the supplier reads them. Files are left out (a
 * test checks those itself), so a field sent as a file instead of text shows up as missing.
 */
export function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return fields;
}
