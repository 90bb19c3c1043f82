/**
 * How long the file's object URL lives after the click: the browser reads it once the click
 * has returned, and a save-as dialog can keep it waiting.
 */
const keepUrlMs = 40_000;

/** Hands `file` to the browser as a download named `fileName`. */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), keepUrlMs);
}
