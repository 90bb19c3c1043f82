// What a visitor of the hosted demo does, against any origin (one mock process or a balancer
// in front of several): start a sandbox, open it, sign in to it.
export type Started = { id: string; licenceCode: string; createMs: number; buildMs: number };
export type SignedIn = { id: string; headers: Record<string, string> };

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * Starts a sandbox as visitor number `visitor` (an address of its own, within the per-address
 * creation limit, where the mock trusts the loopback's X-Forwarded-For) and builds it with its
 * first request; times both.
 */
export async function startSandbox(origin: string, visitor: number): Promise<Started> {
  const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  const t0 = performance.now();
  const sandbox = await post(`${origin}/__demo/sandboxes`, {}, { 'x-forwarded-for': address });
  const t1 = performance.now();
  const id = String(sandbox.id);
  const built = await fetch(`${origin}/s/${id}/__demo/sandbox`);
  await built.arrayBuffer();
  const t2 = performance.now();
  if (!built.ok) throw new Error(`sandbox ${id} was not built: ${built.status}`);
  const licences = sandbox.licences as { LicenceCode: string; Fails: boolean }[];
  const licence = licences.find((candidate) => !candidate.Fails);
  if (!licence) throw new Error('a new sandbox listed no licence to sign in with');
  return { id, licenceCode: licence.LicenceCode, createMs: t1 - t0, buildMs: t2 - t1 };
}

export async function signIn(origin: string, { id, licenceCode }: Started): Promise<SignedIn> {
  const deviceId = crypto.randomUUID();
  const { token } = await post(`${origin}/s/${id}/api/authenticate/mobile/activate`, {
    DeviceID: deviceId,
    EntryCode: licenceCode,
    DeviceDescription: 'Desktop',
    OneSignalID: deviceId,
  });
  return { id, headers: { token: String(token), authorization: `Bearer ${String(token)}` } };
}

/** `count` sandboxes started, built and signed in to, one after another. */
export async function signedInSandboxes(origin: string, count: number, firstVisitor = 1) {
  const sandboxes: SignedIn[] = [];
  for (let visitor = firstVisitor; visitor < firstVisitor + count; visitor += 1) {
    sandboxes.push(await signIn(origin, await startSandbox(origin, visitor)));
  }
  return sandboxes;
}

/**
 * Ends the sandboxes (as a visitor's "End this demo" does), so that nothing they were given
 * to do, such as the simulator's quotes and replies falling due, goes on in the process.
 */
export async function endSandboxes(origin: string, sandboxes: SignedIn[]) {
  for (const { id } of sandboxes) {
    const response = await fetch(`${origin}/s/${id}/__demo/sandbox/delete`, { method: 'POST' });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`sandbox ${id} was not ended: ${response.status}`);
  }
}
