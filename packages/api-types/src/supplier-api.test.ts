// Checks of the contract itself: the calls the product makes and the rules every call keeps,
// so that removing or renaming one is a failing test, not a surprise downstream.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Operation = {
  operationId: string;
  security?: unknown[];
  servers?: { url: string }[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, unknown> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { 'x-assumed'?: boolean; description?: string }> };
};

const document = parse(
  readFileSync(new URL('../../../openapi/supplier-api.yaml', import.meta.url), 'utf8'),
) as Document;

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })),
);

// Every call the portal makes, host by host (docs/supplier-calls.md#the-calls).
const calls = [
  ['get', '/api/authenticate/mobile/{deviceId}', 'getDeviceToken', 'api'],
  ['post', '/api/authenticate/mobile/activate', 'activateDevice', 'api'],
  ['get', '/api/user', 'getCompanyInfo', 'api'],
  ['get', '/api/connectplus/garageuser', 'getGarageUser', 'api'],
  ['get', '/api/getCompany/{CompanyID}', 'getCompanyLookup', 'mapping'],
  ['get', '/api/image/{blobId}', 'getImage', 'api'],
  ['post', '/api/garage/addDevice/', 'addDevice', 'company'],
  ['post', '/api/connectplus/enquiries', 'getEnquiries', 'api'],
  ['get', '/api/connectplus/getFactorEnquiries', 'getGlobalEnquiries', 'api'],
  ['get', '/api/connectplus/response/{id}', 'getEnquiryResponses', 'api'],
  ['get', '/api/connectplus/garage/messages/{id}/true', 'getEnquiryMessages', 'api'],
  ['get', '/api/promotions/{CustomerKeyCode}', 'getBulletins', 'company,supplier'],
  ['get', '/api/garage/returnparts/list/{id}', 'getReturns', 'company'],
  ['get', '/api/run/getInTransit/{id}', 'getInTransit', 'company'],
  ['get', '/api/connectplus/getQuoDetails', 'getQuoteDetails', 'api'],
  ['post', '/api/factor/stock', 'getPartStock', 'api'],
  ['get', '/api/connectplus/partlist', 'getPartLists', 'api'],
  ['get', '/api/connectplus/backordered/check/{EnquiryId}', 'getBackorderCheck', 'api'],
  ['post', '/api/connectplus/enquiry', 'createEnquiry', 'api'],
  ['post', '/api/connectplus/garage/message', 'sendMessage', 'api'],
  ['post', '/api/connectplus/response/conf', 'confirmQuoteLines', 'api'],
  ['get', '/api/salesassist/cplusassist/cantsupply/{enqId}', 'getCantSupplyReasons', 'supplier'],
] as const;

const hostVariable = { mapping: 'mappingHost', company: 'companyDomain', supplier: 'supplierHost' };

describe('the supplier API document', () => {
  it('holds exactly the portal’s 22 calls, each with its operationId', () => {
    expect(operations.map(({ method, path, operationId }) => [method, path, operationId])).toEqual(
      calls.map(([method, path, operationId]) => [method, path, operationId]),
    );
  });

  it.each(calls)('%s %s is served by the %4$s host', (method, path, _id, hosts) => {
    const servers = document.paths[path]?.[method]?.servers ?? [];
    const expected =
      hosts === 'api' ? [] : hosts.split(',').map((host) => host as keyof typeof hostVariable);
    expect(servers.map((server) => server.url)).toEqual(
      expected.map((host) => `https://{${hostVariable[host]}}`),
    );
  });

  it('lets only the two authenticate calls go without a token, and answers 401 on every other', () => {
    const open = operations.filter((operation) => operation.security?.length === 0);
    expect(open.map((operation) => operation.operationId)).toEqual([
      'getDeviceToken',
      'activateDevice',
    ]);
    const without401 = operations
      .filter((operation) => operation.security === undefined && !operation.responses['401'])
      .map((operation) => operation.operationId);
    expect(without401).toEqual([]);
  });

  it('documents activation 202/404/500 and the token fetch 200/406', () => {
    const byId = Object.fromEntries(
      operations.map((operation) => [operation.operationId, operation]),
    );
    expect(Object.keys(byId.activateDevice?.responses ?? {})).toEqual(
      expect.arrayContaining(['202', '404', '500']),
    );
    expect(Object.keys(byId.getDeviceToken?.responses ?? {})).toEqual(['200', '400', '406']);
  });

  it('sends the two image-carrying calls as multipart and every other body as JSON', () => {
    const bodies = operations
      .filter((operation) => operation.requestBody)
      .map((operation) => [
        operation.operationId,
        Object.keys(operation.requestBody?.content ?? {}),
      ]);
    expect(bodies).toEqual([
      ['activateDevice', ['application/json']],
      ['addDevice', ['application/json']],
      ['getEnquiries', ['application/json']],
      ['getPartStock', ['application/json']],
      ['createEnquiry', ['multipart/form-data']],
      ['sendMessage', ['multipart/form-data']],
      ['confirmQuoteLines', ['application/json']],
    ]);
  });

  it('has a schema for every entity the portal reads or sends', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'Enquiry',
        'NewEnquiry',
        'QuoteLine',
        'Message',
        'CantSupplyRecord',
        'StockRecord',
        'PriceRecord',
        'CompanyInfo',
        'GarageUser',
        'CompanyLookupItem',
        'PartListEntry',
        'DeviceRegistration',
        'InTransitDelivery',
        'ReturnRecord',
        'Bulletin',
      ]),
    );
  });

  it('explains every assumed shape in a description', () => {
    const unexplained = Object.entries(document.components.schemas)
      .filter(([, schema]) => schema['x-assumed'] && !schema.description)
      .map(([name]) => name);
    expect(unexplained).toEqual([]);
  });
});
