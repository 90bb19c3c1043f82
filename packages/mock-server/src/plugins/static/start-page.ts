// "Start a demo" (hosted mode only): a form that starts a sandbox, from the seed or one of the
// scenarios, and one that starts it from a saved demo's file; both answer its two URLs and its
// licence codes. Plain forms (the file as multipart), so they work with no JavaScript.
import formBody from '@fastify/formbody';
import type { Sandbox } from '@garage/api-types/demo-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { labelProblem } from '../infrastructure/sandbox-creation.ts';
import { supplierErrorOf } from '../infrastructure/errors.ts';
import { pageSecurityHeaders, startPath, startedPage } from '../../sandboxes/pages.ts';
import { scenarioNamed } from '../../sandboxes/scenarios/scenarios.ts';
import { savedDemoPath, startPage, type StartForm } from '../../sandboxes/start-form.ts';
import { notASavedDemo, readSavedDemoFile } from './saved-demo-file.ts';

const html = (reply: FastifyReply, body: string) =>
  reply.headers(pageSecurityHeaders).type('text/html; charset=utf-8').send(body);

/** "2 hours", "90 minutes": how long a sandbox lasts unused. */
export function idleTime(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
}

type Problem = NonNullable<StartForm['problem']>;

/**
 * Starts a sandbox with `start`, answering the page of the demo started, or the form as it was
 * with what refused it: too many started from this address (429), no room (503), or (from
 * `start` itself) a saved demo the import refuses (400).
 */
async function startOrRefuse(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  {
    form,
    field,
    startedFrom,
    start,
  }: {
    form: Omit<StartForm, 'problem'>;
    field: Problem['field'];
    startedFrom?: string;
    start: () => Promise<Sandbox>;
  },
) {
  let sandbox: Sandbox;
  try {
    sandbox = await start();
  } catch (error) {
    const refused = supplierErrorOf(error);
    if (!refused || (refused.statusCode >= 500 && refused.statusCode !== 503)) throw error;
    if (refused.retryAfterSeconds !== undefined) {
      reply.header('retry-after', String(refused.retryAfterSeconds));
    }
    const problem = { field, message: refused.message };
    return html(reply.code(refused.statusCode), startPage({ ...form, problem }));
  }
  const idleFor = idleTime(app.sandboxes?.limits.expireAfterIdleMs ?? 0);
  return html(reply.code(201), startedPage({ ...sandbox, startedFrom, idleFor }));
}

type StartBody = { label?: unknown; scenario?: unknown } | undefined;

export async function startPagePlugin(app: FastifyInstance) {
  await app.register(async (page) => {
    await page.register(formBody, { bodyLimit: 4096 });
    page.get(startPath, async (_request, reply) =>
      html(reply, startPage({ label: '', scenario: '' })),
    );

    page.post<{ Body: StartBody }>(startPath, async (request, reply) => {
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const form = { label: text(request.body?.label), scenario: text(request.body?.scenario) };
      const label = form.label.trim();
      const scenario = form.scenario === '' ? undefined : scenarioNamed(form.scenario);
      // What was typed and chosen stays in the form, with what is wrong with it.
      const refuse = (problem: Problem) => html(reply.code(400), startPage({ ...form, problem }));
      const problem = label === '' ? undefined : labelProblem(label);
      if (problem) return refuse({ field: 'label', message: `The ${problem}.` });
      if (form.scenario !== '' && !scenario) {
        return refuse({ field: 'scenario', message: 'Choose one of the demos listed.' });
      }
      return startOrRefuse(app, request, reply, {
        form,
        field: 'label',
        ...(scenario ? { startedFrom: `the scenario “${scenario.title}”` } : {}),
        start: () =>
          app.startSandbox(request, reply, {
            ...(label === '' ? {} : { label }),
            ...(scenario ? { scenario: scenario.name } : {}),
          }),
      });
    });

    page.post(savedDemoPath, async (request, reply) => {
      const form = { label: '', scenario: '' };
      const file = await readSavedDemoFile(request);
      if ('problem' in file) {
        const problem = { field: 'savedDemo' as const, message: file.problem };
        return html(reply.code(file.status), startPage({ ...form, problem }));
      }
      return startOrRefuse(app, request, reply, {
        form,
        field: 'savedDemo',
        startedFrom: `the saved demo ${file.fileName}`,
        start: () =>
          app.importSandbox(request, reply, file.document).catch((error: unknown) => {
            throw notASavedDemo(error, file.fileName);
          }),
      });
    });
  });
}
