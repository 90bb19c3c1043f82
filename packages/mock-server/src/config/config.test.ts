import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

const secret = 'x'.repeat(32);

describe('the mock config', () => {
  it('has a default for every setting not given', () => {
    expect(parseConfig([], {})).toEqual({
      port: 4010,
      host: '127.0.0.1',
      seed: 1,
      clockStart: undefined,
      tokenLifetimeMinutes: 480,
      webRoot: fileURLToPath(new URL('../../../web/dist', import.meta.url)),
      web: true,
      demoApi: true,
      simulator: true,
      hostPorts: undefined,
      corsOrigins: undefined,
      drifts: [],
      logLevel: 'warn',
      sandboxes: false,
      sandboxIdleMinutes: 120,
      maxSandboxes: 500,
      store: { kind: 'memory' },
      storeLeaseSeconds: 5,
      metrics: false,
      drainSeconds: 0,
      sandboxSecret: undefined,
      trustProxy: undefined,
      processName: undefined,
    });
  });

  it('takes every setting from its flag', () => {
    const argv = [
      ...['--port', '5000', '--host', '0.0.0.0', '--seed', '7'],
      ...['--clock-start', '2025-03-01T09:00:00Z', '--token-lifetime-minutes', '0.5'],
      ...['--web', '/srv/portal', '--no-web', '--no-simulator', '--sandboxes'],
      ...['--mapping-port', '5001', '--company-port', '5002', '--supplier-port', '5003'],
      ...['--cors-origin', 'http://a.test:8080, https://b.test', '--drift', 'new-status'],
      ...['--sandbox-idle-minutes', '5', '--max-sandboxes', '3', '--trust-proxy', 'loopback'],
      ...['--store', 'sqlite:./demo-data', '--store-lease-seconds', '2', '--drain-seconds', '10'],
      ...['--metrics'],
    ];
    expect(parseConfig(argv, {})).toMatchObject({
      port: 5000,
      host: '0.0.0.0',
      seed: 7,
      clockStart: Date.UTC(2025, 2, 1, 9),
      tokenLifetimeMinutes: 0.5,
      webRoot: '/srv/portal',
      web: false,
      simulator: false,
      sandboxes: true,
      hostPorts: { mapping: 5001, company: 5002, supplier: 5003 },
      corsOrigins: ['http://a.test:8080', 'https://b.test'],
      drifts: ['new-status'],
      sandboxIdleMinutes: 5,
      maxSandboxes: 3,
      trustProxy: 'loopback',
      store: { kind: 'sqlite', folder: './demo-data' },
      storeLeaseSeconds: 2,
      drainSeconds: 10,
      metrics: true,
    });
    expect(parseConfig(['--no-demo-api'], {}).demoApi).toBe(false);
  });

  it('takes every setting from its variable', () => {
    const env = {
      ...{ PORT: '5000', HOST: '0.0.0.0', SEED: '7', CLOCK_START: '2025-03-01T09:00:00Z' },
      ...{ TOKEN_LIFETIME_MINUTES: '30', WEB_ROOT: '/srv/portal', WEB: 'off', SIMULATOR: 'off' },
      ...{ MAPPING_PORT: '5001', COMPANY_PORT: '5002', SUPPLIER_PORT: '5003' },
      ...{ CORS_ORIGIN: 'http://a.test:8080', DRIFT: 'new-status,price-as-number' },
      ...{ LOG_LEVEL: 'info', SANDBOXES: 'on', SANDBOX_IDLE_MINUTES: '5', MAX_SANDBOXES: '3' },
      ...{ SANDBOX_SECRET: secret, TRUST_PROXY: 'true', MOCK_PROCESS_NAME: 'mock-1' },
      STORE: 'redis://127.0.0.1:6379',
      STORE_LEASE_SECONDS: '3',
      DRAIN_SECONDS: '15',
      METRICS: 'on',
    };
    expect(parseConfig([], env)).toEqual({
      port: 5000,
      host: '0.0.0.0',
      seed: 7,
      clockStart: Date.UTC(2025, 2, 1, 9),
      tokenLifetimeMinutes: 30,
      webRoot: '/srv/portal',
      web: false,
      demoApi: true,
      simulator: false,
      hostPorts: { mapping: 5001, company: 5002, supplier: 5003 },
      corsOrigins: ['http://a.test:8080'],
      drifts: ['new-status', 'price-as-number'],
      logLevel: 'info',
      sandboxes: true,
      sandboxIdleMinutes: 5,
      maxSandboxes: 3,
      store: { kind: 'redis', url: 'redis://127.0.0.1:6379' },
      storeLeaseSeconds: 3,
      drainSeconds: 15,
      metrics: true,
      sandboxSecret: secret,
      trustProxy: true,
      processName: 'mock-1',
    });
    expect(parseConfig([], { DEMO_API: 'off' }).demoApi).toBe(false);
  });

  it('lets a flag win over its variable, and counts an empty value as none given', () => {
    expect(parseConfig(['--port', '5000'], { PORT: '6000' }).port).toBe(5000);
    expect(parseConfig(['--no-web'], { WEB: 'on' }).web).toBe(false);
    expect(parseConfig(['--sandboxes'], { SANDBOXES: 'off' }).sandboxes).toBe(true);
    expect(parseConfig(['--drift', 'new-status'], { DRIFT: 'renamed-field' }).drifts).toEqual([
      'new-status',
    ]);
    expect(parseConfig(['--port', ''], { PORT: '6000' }).port).toBe(6000);
    expect(parseConfig([], { PORT: '', HOST: '', CORS_ORIGIN: '', WEB: '' })).toEqual(
      parseConfig([], {}),
    );
  });

  it('takes --drift more than once, each name once', () => {
    const argv = ['--drift', 'price-as-number', '--drift', 'new-status,price-as-number'];
    expect(parseConfig(argv, {}).drifts).toEqual(['price-as-number', 'new-status']);
  });

  it.each([
    [[], { PORT: 'abc' }, 'PORT must be an integer from 0 to 65535, got "abc"'],
    [['--port', '70000'], {}, '--port must be an integer from 0 to 65535, got "70000"'],
    [['--port', '40.5'], {}, '--port must be an integer from 0 to 65535, got "40.5"'],
    [[], { SEED: '0' }, 'SEED must be an integer from 1 to 2147483647, got "0"'],
    [
      [],
      { CLOCK_START: 'yesterday' },
      'CLOCK_START must be an ISO date-time such as 2025-03-01T09:00:00Z, got "yesterday"',
    ],
    [
      ['--token-lifetime-minutes=-1'],
      {},
      '--token-lifetime-minutes must be a number of minutes above 0, got "-1"',
    ],
    [[], { WEB: 'false' }, 'WEB must be "on" or "off", got "false"'],
    [[], { SANDBOXES: 'yes' }, 'SANDBOXES must be "on" or "off", got "yes"'],
    [
      [],
      { CORS_ORIGIN: 'http://a.test/' },
      'CORS_ORIGIN must be origins such as http://127.0.0.1:8080, comma-separated, got "http://a.test/"',
    ],
    [
      ['--drift', 'on-hold'],
      {},
      "--drift must name known drifts (Unknown drift 'on-hold': the known drifts are renamed-field, price-as-number, new-status, missing-required, undocumented-status, offset-less-date)",
    ],
    [
      [],
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    ],
    [[], { MAX_SANDBOXES: '0' }, 'MAX_SANDBOXES must be an integer of 1 or more, got "0"'],
    [
      [],
      { SANDBOX_SECRET: 'short secret' },
      'SANDBOX_SECRET must be at least 32 characters (every process behind one balancer shares it), got 12',
    ],
    [
      [],
      { TRUST_PROXY: 'nginx' },
      'TRUST_PROXY must be "true", or addresses, subnets and loopback, linklocal, uniquelocal, comma-separated, got "nginx"',
    ],
    [['--prot', '4010'], {}, "Unknown option '--prot'"],
    [['--port'], {}, "Option '--port <value>' argument missing"],
  ])('refuses %j with %j: %s', (argv, env, message) => {
    expect(() => parseConfig(argv, env)).toThrow(
      expect.objectContaining({ name: 'ConfigError', message }),
    );
  });

  it.each(['postgres://db/demo', 'sqlite:', 'redis://', 'Memory'])(
    'refuses the store %j, saying what names one',
    (value) => {
      const rule =
        'must be "memory", sqlite:<folder> (e.g. sqlite:./demo-data) or a redis:// URL (e.g. redis://127.0.0.1:6379)';
      expect(() => parseConfig([], { STORE: value })).toThrow(`STORE ${rule}, got "${value}"`);
      expect(() => parseConfig(['--store', value], {})).toThrow(`--store ${rule}, got "${value}"`);
    },
  );

  it('names every bad value at once', () => {
    expect(() => parseConfig(['--seed', 'x'], { PORT: 'y' })).toThrow(
      'PORT must be an integer from 0 to 65535, got "y"\n--seed must be an integer from 1 to 2147483647, got "x"',
    );
  });

  it('takes trusted proxies as Fastify does: addresses, subnets and names', () => {
    const trusted = '127.0.0.1, 10.0.0.0/8, 192.168.0.0/255.255.0.0, ::1, uniquelocal';
    expect(parseConfig(['--trust-proxy', trusted], {}).trustProxy).toBe(trusted);
  });

  it('refuses sandboxes without the demo API, which is how they are started', () => {
    const message =
      'Sandboxes are started through the demo API: drop --no-demo-api (DEMO_API=off) or --sandboxes (SANDBOXES=on)';
    expect(() => parseConfig(['--sandboxes', '--no-demo-api'], {})).toThrow(message);
    expect(() => parseConfig([], { SANDBOXES: 'on', DEMO_API: 'off' })).toThrow(message);
  });

  it('refuses a store without sandboxes, which are all it keeps', () => {
    const message =
      'A store keeps sandboxes: add --sandboxes (SANDBOXES=on), or drop --store (STORE)';
    expect(() => parseConfig(['--store', 'sqlite:./demo-data'], {})).toThrow(message);
    expect(parseConfig(['--store', 'memory'], {}).store).toEqual({ kind: 'memory' });
  });

  it('takes the three host ports together or not at all', () => {
    const message =
      'Give all three of MAPPING_PORT, COMPANY_PORT and SUPPLIER_PORT (--mapping-port, --company-port, --supplier-port), or none';
    expect(() => parseConfig(['--mapping-port', '5001'], {})).toThrow(message);
    expect(() => parseConfig([], { MAPPING_PORT: '5001', COMPANY_PORT: '5002' })).toThrow(message);
    expect(
      parseConfig([], { MAPPING_PORT: '0', COMPANY_PORT: '0', SUPPLIER_PORT: '0' }),
    ).toMatchObject({
      hostPorts: { mapping: 0, company: 0, supplier: 0 },
    });
  });
});

describe('the mock server at start', () => {
  it('stops on a bad setting with the message alone, no stack trace', async () => {
    const server = fileURLToPath(new URL('../server.ts', import.meta.url));
    const started = promisify(execFile)(process.execPath, [server, '--no-web'], {
      env: { ...process.env, PORT: 'abc' },
      timeout: 20_000,
    });

    await expect(started).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'PORT must be an integer from 0 to 65535, got "abc"\n',
    });
  }, 30_000);

  it('stops on a store it cannot open with that one line, no stack trace, the store untouched', async () => {
    const server = fileURLToPath(new URL('../server.ts', import.meta.url));
    const folder = mkdtempSync(join(tmpdir(), 'damaged-store-'));
    const file = join(folder, 'sandboxes.sqlite');
    writeFileSync(file, 'not a database'.repeat(300));
    try {
      const started = promisify(execFile)(
        process.execPath,
        [server, '--no-web', '--sandboxes', '--store', `sqlite:${folder}`, '--port', '0'],
        { env: { ...process.env, SANDBOX_SECRET: secret }, timeout: 20_000 },
      );

      await expect(started).rejects.toMatchObject({
        code: 1,
        stdout: '',
        stderr: `The sandbox store sqlite:${folder} cannot be opened: ${file} is not an SQLite database, or a damaged one (file is not a database). Move it aside to start with an empty store, or put back a copy from a backup; nothing in it was changed.\n`,
      });
      expect(readFileSync(file, 'utf8')).toBe('not a database'.repeat(300));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
