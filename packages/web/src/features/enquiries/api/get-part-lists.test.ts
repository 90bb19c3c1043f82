import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiBase, createTestApiClient, setupApiServer } from '../../../testing/api-test-server.ts';
import { getPartLists, partListsQueryOptions } from './get-part-lists.ts';

const server = setupApiServer();
const partListUrl = `${apiBase}/api/connectplus/partlist`;

const entries = [
  { PartGroup: 'Full service', PartList: 'Oil filter' },
  { PartGroup: 'Front brakes', PartList: 'Front brake pads' },
  { PartGroup: 'Full service', PartList: 'Air filter' },
];

describe('getPartLists', () => {
  it('returns the saved entries as sent', async () => {
    server.use(http.get(partListUrl, () => HttpResponse.json(entries)));

    expect(await getPartLists(createTestApiClient())).toEqual(entries);
  });

  it('rejects on a failed answer', async () => {
    server.use(
      http.get(partListUrl, () =>
        HttpResponse.json({ statusCode: 500, error: 'x', message: 'down' }, { status: 500 }),
      ),
    );

    await expect(getPartLists(createTestApiClient())).rejects.toThrow('HTTP 500: down');
  });
});

describe('partListsQueryOptions', () => {
  it('selects the lists by name', async () => {
    server.use(http.get(partListUrl, () => HttpResponse.json(entries)));
    const options = partListsQueryOptions(createTestApiClient());

    // query() hands back what select makes of the answer.
    const lists = await new QueryClient().query(options);

    expect([...lists]).toEqual([
      ['Full service', ['Oil filter', 'Air filter']],
      ['Front brakes', ['Front brake pads']],
    ]);
  });
});
