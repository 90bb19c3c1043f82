import { ApiError, unwrap } from '@garage/app-kit';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { DemoClient } from '../../../lib/api-client.ts';
import { useDemoClient } from '../../../lib/api-context.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { saveFile } from '../lib/save-file.ts';

/** For an answer naming no file (the mock names it in Content-Disposition). */
const fallbackFileName = 'garage-parts-demo.demo.json';

function attachmentName(headers: Headers): string {
  const disposition = headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackFileName;
}

/**
 * The sandbox the console plays in, saved as one document (a saved demo, to start new demos
 * from), with the file name the mock gives it. Read as a Blob: the file is written as it came.
 */
export async function demoExportSandbox(client: DemoClient) {
  // No answer at all reads as the browser's own words ('Failed to fetch'): said plainly.
  const result = await client
    .GET('/__demo/sandbox/export', { parseAs: 'blob' })
    .catch((error: unknown) => {
      throw Object.assign(new ApiError(0, undefined), { cause: error });
    });
  return { file: unwrap(result), fileName: attachmentName(result.response.headers) };
}

/**
 * "Save this demo": fetched rather than linked, so a refusal (an ended demo, a fault) is said
 * in words instead of being downloaded as the file. Changes nothing, so refreshes nothing.
 */
export function useDemoExportSandbox() {
  const client = useDemoClient();
  return useMutation({
    mutationFn: () => demoExportSandbox(client),
    onSuccess: ({ file, fileName }) => {
      saveFile(file, fileName);
      toast.success(`Saved as ${fileName}`);
    },
    onError: (error) => toast.error(`This demo could not be saved: ${errorText(error)}`),
  });
}
