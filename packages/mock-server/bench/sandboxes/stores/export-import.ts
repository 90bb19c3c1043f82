// The export and import of a busy sandbox: 100 enquiries raised and 200 messages sent in it,
// then its saved demo exported 10 times and imported 10 times.
import { signIn, startSandbox } from '../visitor.ts';
import { ms, timed, type Row } from './figures.ts';

export async function exportAndImport(origin: string): Promise<Row[]> {
  const visitor = await signIn(origin, await startSandbox(origin, 900));
  const inside = `${origin}/s/${visitor.id}`;
  for (let at = 0; at < 100; at += 1) {
    const body = new FormData();
    const fields = {
      Status: 'Waiting',
      Notes: '',
      Parts: 'Wipers',
      Reg: 'AB12 CDE',
      Consumables: 'false',
    };
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    const raised = await fetch(`${inside}/api/connectplus/enquiry`, {
      method: 'POST',
      headers: visitor.headers,
      body,
    });
    const { EnquiryId } = (await raised.json()) as { EnquiryId: number };
    for (const Text of ['Today please', 'Or first thing tomorrow']) {
      const message = new FormData();
      message.set('EnquiryID', String(EnquiryId));
      message.set('Text', Text);
      await (
        await fetch(`${inside}/api/connectplus/garage/message`, {
          method: 'POST',
          headers: visitor.headers,
          body: message,
        })
      ).arrayBuffer();
    }
  }
  let document = '';
  const exports: number[] = [];
  const imports: number[] = [];
  for (let at = 0; at < 10; at += 1) {
    exports.push(
      await timed(async () => {
        const response = await fetch(`${inside}/__demo/sandbox/export`);
        document = await response.clone().text();
        return response;
      }),
    );
  }
  for (let at = 0; at < 10; at += 1) {
    imports.push(
      await timed(() =>
        fetch(`${origin}/__demo/sandboxes/import`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.201.0.${at + 1}` },
          body: document,
        }),
      ),
    );
  }
  const worst = (spans: number[]) => Math.max(...spans);
  return [
    ['busy sandbox: saved demo size', `${(document.length / 1024).toFixed(0)} KB`, '', null],
    ['busy sandbox: export, worst of 10', ms(worst(exports)), '<= 200 ms', worst(exports) <= 200],
    ['busy sandbox: import, worst of 10', ms(worst(imports)), '<= 200 ms', worst(imports) <= 200],
  ];
}
