// The records tests, pact provider states and the README name, by their stable ids: the
// package exports this file as "@garage/mock-server/seed-fixtures". seeding/fixtures.ts writes
// the records themselves.

/** Licence code that makes activation fail with 500 (shows the portal's reset path). */
export const failingLicenceCode = '50000500';

export const fixtures = {
  companies: { pennine: 1, shannon: 2 },
  garages: { kirkstall: 1, headingley: 2, bradford: 3, limerick: 4, noAccount: 5 },
  users: { dave: 11, sam: 12, emma: 21, tom: 31, aoife: 41, lee: 51 },
  licenceCodes: {
    dave: '20461379',
    sam: '31572846',
    emma: '42683957',
    tom: '53794168',
    aoife: '64805279',
    lee: '75916380',
  },
  accounts: { pennineLeeds: 'PMF1001', pennineBradford: 'PMF2040', shannon: 'SAP3001' },
  enquiries: {
    quoted: 101,
    waiting: 102,
    order: 103,
    garageConfirmed: 104,
    ordered: 105,
    cancelledWithReason: 106,
    cancelled: 107,
    archived: 108,
    quotedBackordered: 109,
    headingleyWaiting: 201,
    bradfordQuoted: 301,
    limerickQuoted: 401,
    noAccountWaiting: 501,
  },
  leedsDepot: [53.7946, -1.5486] as [number, number],
} as const;
