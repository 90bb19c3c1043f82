// "Start a demo" (hosted mode only): a form that starts a sandbox and answers its two URLs and
// its licence codes. It posts a plain form, so it works with no JavaScript.
import formBody from '@fastify/formbody';
import type { Sandbox } from '@garage/api-types/demo-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { labelProblem } from '../infrastructure/sandbox-creation.ts';
import { supplierErrorOf } from '../infrastructure/errors.ts';
import { pageSecurityHeaders, startPage, startPath, startedPage } from '../../sandboxes/pages.ts';

const html = (reply: FastifyReply, body: string) =>
  reply.headers(pageSecurityHeaders).type('text/html; charset=utf-8').send(body);

/** "2 hours", "90 minutes": how long a sandbox lasts unused. */
export function idleTime(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
}

export async function startPagePlugin(app: FastifyInstance) {
  await app.register(async (page) => {
    await page.register(formBody, { bodyLimit: 4096 });
    page.get(startPath, async (_request, reply) => html(reply, startPage({ label: '' })));
    page.post<{ Body: { label?: unknown } | undefined }>(startPath, async (request, reply) => {
      const typed = typeof request.body?.label === 'string' ? request.body.label : '';
      const label = typed.trim();
      const problem = label === '' ? undefined : labelProblem(label);
      // What was typed stays in the field, with what is wrong with it.
      if (problem)
        return html(reply.code(400), startPage({ label: typed, problem: `The ${problem}.` }));
      let sandbox: Sandbox;
      try {
        sandbox = await app.startSandbox(request, reply, label === '' ? {} : { label });
      } catch (error) {
        // Too many started from this address (429), or no room (503): said on the page.
        const refused = supplierErrorOf(error);
        if (!refused || refused.statusCode < 429) throw error;
        if (refused.retryAfterSeconds !== undefined) {
          reply.header('retry-after', String(refused.retryAfterSeconds));
        }
        return html(
          reply.code(refused.statusCode),
          startPage({ label: typed, problem: refused.message }),
        );
      }
      const idleFor = idleTime(app.sandboxes?.limits.expireAfterIdleMs ?? 0);
      return html(reply.code(201), startedPage({ ...sandbox, idleFor }));
    });
  });
}
