// The report's shape is what a CI job or a person reads: pinned here, so changing it is a
// deliberate act. And what it says: the undocumented statuses, what was never exercised.
import { describe, expect, it } from 'vitest';
import { DriftLog, type Difference } from './drift-log.ts';
import { driftReport, exitCode, summaryText, type DocumentedOperation } from './report.ts';

const operations: DocumentedOperation[] = [
  { operationId: 'getCompanyInfo', method: 'GET', path: '/api/user', statuses: [200, 401] },
  {
    operationId: 'createEnquiry',
    method: 'POST',
    path: '/api/connectplus/enquiry',
    statuses: [200, 400],
  },
  { operationId: 'getNews', method: 'GET', path: '/api/news', statuses: [200] },
];
const wrongType: Difference = {
  operationId: 'getCompanyInfo',
  method: 'GET',
  path: '/api/user',
  status: 200,
  in: 'response',
  instancePath: '/CompanyName',
  expected: { keyword: 'type', params: { type: 'string' } },
  received: 'integer',
};
const created: Difference = {
  operationId: 'createEnquiry',
  method: 'POST',
  path: '/api/connectplus/enquiry',
  status: 201,
  in: 'status',
  instancePath: '',
  expected: { keyword: 'status', params: { documented: ['200', '400'] } },
  received: '201',
};

function logAt(...times: string[]): DriftLog {
  const clock = [...times];
  return new DriftLog(() => new Date(clock.length > 1 ? (clock.shift() ?? '') : (clock[0] ?? '')));
}

describe('the report', () => {
  it('has this shape: differences, undocumented statuses, broken answers, what was not exercised, counts', () => {
    const log = logAt(
      '2026-11-25T10:00:00.000Z',
      '2026-11-25T10:00:00.000Z',
      '2026-11-25T10:01:00.000Z',
      '2026-11-25T10:02:00.000Z',
      '2026-11-25T10:02:00.000Z',
      '2026-11-25T10:03:00.000Z',
      '2026-11-25T10:05:00.000Z',
    );
    log.answered('getCompanyInfo', 200);
    log.record(wrongType);
    log.record(wrongType);
    log.answered('createEnquiry', 201);
    log.record(created);
    // A server error the operation does not list: listed below, but no difference.
    log.answered('createEnquiry', 503);

    expect(driftReport(log, operations)).toEqual({
      writtenAt: '2026-11-25T10:05:00.000Z',
      summary: {
        differences: 2,
        operations: 2,
        operationsNotExercised: 1,
        statusesNotExercised: 3,
        brokenAnswers: 0,
      },
      differences: [
        {
          ...wrongType,
          count: 2,
          firstSeen: '2026-11-25T10:00:00.000Z',
          lastSeen: '2026-11-25T10:01:00.000Z',
        },
        {
          ...created,
          count: 1,
          firstSeen: '2026-11-25T10:02:00.000Z',
          lastSeen: '2026-11-25T10:02:00.000Z',
        },
      ],
      undocumentedStatuses: [
        {
          operationId: 'createEnquiry',
          method: 'POST',
          path: '/api/connectplus/enquiry',
          status: 201,
          count: 1,
          firstSeen: '2026-11-25T10:02:00.000Z',
          lastSeen: '2026-11-25T10:02:00.000Z',
        },
        {
          operationId: 'createEnquiry',
          method: 'POST',
          path: '/api/connectplus/enquiry',
          status: 503,
          count: 1,
          firstSeen: '2026-11-25T10:03:00.000Z',
          lastSeen: '2026-11-25T10:03:00.000Z',
        },
      ],
      brokenAnswers: [],
      notExercised: {
        operations: [{ operationId: 'getNews', method: 'GET', path: '/api/news' }],
        statuses: [
          { operationId: 'getCompanyInfo', method: 'GET', path: '/api/user', statuses: [401] },
          {
            operationId: 'createEnquiry',
            method: 'POST',
            path: '/api/connectplus/enquiry',
            statuses: [200, 400],
          },
        ],
      },
    });
  });

  it('reads as one line per difference, then what was not exercised, then the count', () => {
    const log = logAt('2026-11-25T10:00:00.000Z');
    log.answered('getCompanyInfo', 200);
    log.record(wrongType);
    log.record(wrongType);
    log.answered('createEnquiry', 201);
    log.record(created);

    expect(summaryText(driftReport(log, operations)).split('\n')).toEqual([
      'getCompanyInfo (GET /api/user) 200 response/CompanyName: document says type {"type":"string"}; came integer; 2 times',
      'createEnquiry (POST /api/connectplus/enquiry) 201 status (whole): document says status {"documented":["200","400"]}; came 201; 1 time',
      'Operations not exercised:',
      '  getNews (GET /api/news)',
      'Documented statuses not seen:',
      '  getCompanyInfo (GET /api/user): 401',
      '  createEnquiry (POST /api/connectplus/enquiry): 200, 400',
      '2 differences in 2 operations',
    ]);
  });

  it('lists an answer that never came on its own: no difference, no undocumented status', () => {
    const log = logAt('2026-11-25T10:00:00.000Z');
    log.record({
      ...wrongType,
      status: null,
      in: 'status',
      instancePath: '',
      expected: { keyword: 'answer', params: {} },
      received: 'bytes that are not HTTP',
    });
    const report = driftReport(log, operations);

    expect(report.summary).toMatchObject({ differences: 0, operations: 0, brokenAnswers: 1 });
    expect(report.undocumentedStatuses).toEqual([]);
    expect(report.brokenAnswers).toEqual([
      {
        operationId: 'getCompanyInfo',
        method: 'GET',
        path: '/api/user',
        status: null,
        received: 'bytes that are not HTTP',
        count: 1,
        firstSeen: '2026-11-25T10:00:00.000Z',
        lastSeen: '2026-11-25T10:00:00.000Z',
      },
    ]);
    expect(summaryText(report).split('\n').slice(0, 2)).toEqual([
      'Answers that did not come whole:',
      '  getCompanyInfo (GET /api/user) no status: bytes that are not HTTP; 1 time',
    ]);
    expect(exitCode(report, true)).toBe(0);
  });

  it('says "No differences" when every call was as documented', () => {
    const log = logAt('2026-11-25T10:00:00.000Z');
    for (const { operationId, statuses } of operations) {
      for (const status of statuses) log.answered(operationId, status);
    }

    expect(summaryText(driftReport(log, operations))).toBe('No differences');
  });
});

describe('the exit code in CI mode', () => {
  const log = logAt('2026-11-25T10:00:00.000Z');
  const untouched = driftReport(log, operations);

  it('is 0 when nothing differed, even with operations never exercised', () => {
    expect(untouched.notExercised.operations).toHaveLength(3);
    expect(exitCode(untouched, true)).toBe(0);
  });

  it('is 1 when anything differed, and 0 without --fail-on-drift', () => {
    const drifted = new DriftLog();
    drifted.record(wrongType);
    const report = driftReport(drifted, operations);

    expect(exitCode(report, true)).toBe(1);
    expect(exitCode(report, false)).toBe(0);
  });
});
