// What a world's state must keep that its schema (world-state.ts) cannot say: every record
// another names is there (a quote line's enquiry, a message's image, a garage's company), ids
// are unique, images are what their type says, and nothing would make the mock's sums go
// wrong (a van due in another century, a fault rule replayed for minutes). A saved demo is
// checked before a sandbox starts from it; the first problem is refused naming its place.
import { fileTypeFromBuffer } from 'file-type';
import { InvalidInputError } from '../domain/errors.ts';
import { generatedPicture } from '../records/assets/generated.ts';
import type { WorldState } from './world-state.ts';

/** Records of every collection together, binaries included: enough for any real demo. */
export const maxRecords = 20_000;
/** Seeded fault rules are replayed on restore, one draw per request they matched. */
export const maxReplayedRequests = 10_000_000;

const earliestEta = Date.parse('2000-01-01T00:00:00Z');
const latestEta = Date.parse('2100-01-01T00:00:00Z');

type Row = Readonly<Record<string, unknown>>;
type Rows = readonly Row[];
/** The values some field of some records takes, and where they are (for the message). */
type Known = { values: ReadonlySet<unknown>; at: string };

const known = (rows: Rows, field: string, at: string): Known => ({
  values: new Set(rows.map((row) => row[field])),
  at: `${at}/*/${field}`,
});

function duplicateProblem(rows: Rows, fields: string[], at: string): string | undefined {
  const seen = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    const key = JSON.stringify(fields.map((field) => row[field]));
    const first = seen.get(key);
    const where = fields.join(' and ');
    if (first !== undefined) {
      return `${at}/${index} has the same ${where} as ${at}/${first}: each must be unique`;
    }
    seen.set(key, index);
  }
  return undefined;
}

/** A field naming a record that is not there (null names none). */
function linkProblem(rows: Rows, field: string, target: Known, at: string): string | undefined {
  const index = rows.findIndex((row) => row[field] != null && !target.values.has(row[field]));
  if (index === -1) return undefined;
  const value = JSON.stringify(rows[index]?.[field]);
  return `${at}/${index}/${field} is ${value}, which no ${target.at} is: it names a record the document does not hold`;
}

function recordProblems(state: WorldState, where: string): (string | undefined)[] {
  const records = state.records as unknown as Record<string, Rows>;
  const rows = (name: string) => records[name] ?? [];
  const at = (name: string) => `${where}/records/${name}`;
  const images = known(state.binaries.images, 'Key', `${where}/binaries/images`);
  const assets = known(state.binaries.assets, 'Key', `${where}/binaries/assets`);
  const companies = known(rows('companies'), 'CompanyID', at('companies'));
  const garages = known(rows('garages'), 'GarageId', at('garages'));
  const users = known(rows('users'), 'UserID', at('users'));
  const enquiries = known(rows('enquiries'), 'EnquiryId', at('enquiries'));
  const accounts = known(rows('garages'), 'CustomerKeyCode', at('garages'));
  const documents = known(rows('quoteLines'), 'Document', at('quoteLines'));
  const links: [string, string, Known][] = [
    ['companies', 'CompanyBrandingBlobStorageID', images],
    ['garages', 'CompanyId', companies],
    ['users', 'GarageId', garages],
    ['deviceRegistrations', 'UserId', users],
    ['deviceRegistrations', 'CompanyId', companies],
    ['enquiries', 'GarageId', garages],
    ['enquiries', 'BlobStorageId', images],
    ['quoteLines', 'EnquiryId', enquiries],
    ['messages', 'EnquiryId', enquiries],
    ['messages', 'BlobStorageId', images],
    ['cantSupply', 'EnquiryId', enquiries],
    ['prices', 'Document', documents],
    ['partLists', 'GarageId', garages],
    ['bulletins', 'ThumbnailPath', assets],
    ['bulletins', 'FilePath', assets],
    ['bulletins', 'CustomerKeyCode', accounts],
    ['returns', 'CustomerKeyCode', accounts],
    ['deliveries', 'CustomerKeyCode', accounts],
    ['deliveries', 'EnquiryId', enquiries],
  ];
  const unique: [string, string[]][] = [
    ['companies', ['CompanyID']],
    ['garages', ['GarageId']],
    ['users', ['UserID']],
    ['users', ['LicenceCode']],
    ['enquiries', ['EnquiryId']],
    ['quoteLines', ['ResponseDetailId']],
    ['messages', ['MessageId']],
    ['stock', ['Part', 'Branch']],
    ['bulletins', ['BulletinId']],
    ['deliveries', ['DeliveryId']],
    ['catalogue', ['PartNumber']],
  ];
  const lateVan = rows('deliveries').findIndex(
    ({ Eta }) => typeof Eta === 'number' && !(Eta >= earliestEta && Eta < latestEta),
  );
  return [
    ...unique.map(([name, fields]) => duplicateProblem(rows(name), fields, at(name))),
    duplicateProblem(state.binaries.images, ['Key'], `${where}/binaries/images`),
    duplicateProblem(state.binaries.assets, ['Key'], `${where}/binaries/assets`),
    duplicateProblem(state.devices ?? [], ['DeviceId'], `${where}/devices`),
    ...links.map(([name, field, target]) => linkProblem(rows(name), field, target, at(name))),
    linkProblem(state.devices ?? [], 'UserID', users, `${where}/devices`),
    linkProblem(
      state.simulator?.confirmedAt ?? [],
      'EnquiryId',
      enquiries,
      `${where}/simulator/confirmedAt`,
    ),
    lateVan === -1
      ? undefined
      : `${at('deliveries')}/${lateVan}/Eta must be a time from 2000 to 2099, in ms`,
  ];
}

function sizeProblem(state: WorldState, where: string): string | undefined {
  const count =
    Object.values(state.records).reduce((sum, rows) => sum + rows.length, 0) +
    state.binaries.images.length +
    state.binaries.assets.length;
  if (count <= maxRecords) return undefined;
  return `${where}/records holds ${count} records with the binaries: at most ${maxRecords}`;
}

function faultProblems(state: WorldState, where: string): (string | undefined)[] {
  const at = `${where}/faults/rules`;
  const { rules, nextId } = state.faults;
  const replayed = rules.reduce(
    (sum, rule) => sum + (rule.seed === undefined ? 0 : rule.matched),
    0,
  );
  return [
    duplicateProblem(rules, ['id'], at),
    ...rules.map((rule, index) => {
      if (rule.id >= nextId) return `${at}/${index}/id must be below ${where}/faults/nextId`;
      if (rule.failed > rule.matched) return `${at}/${index}/failed must not be above matched`;
      return undefined;
    }),
    replayed > maxReplayedRequests
      ? `${at} must have matched at most ${maxReplayedRequests} requests in all with a seed (they are replayed)`
      : undefined,
  ];
}

async function binaryProblem(state: WorldState, where: string): Promise<string | undefined> {
  for (const name of ['images', 'assets'] as const) {
    for (const [index, binary] of state.binaries[name].entries()) {
      const at = `${where}/binaries/${name}/${index}`;
      if ('Generated' in binary) {
        if (!generatedPicture(binary.Generated)) {
          return `${at}/Generated must name a picture the mock draws, such as photo:disc`;
        }
        if (binary.ContentType !== 'image/png') {
          return `${at}/ContentType must be image/png, as every picture the mock draws is`;
        }
        continue;
      }
      const detected = await fileTypeFromBuffer(Buffer.from(binary.Base64, 'base64'));
      if (detected?.mime !== binary.ContentType) {
        return `${at}/Base64 must be a file of its ContentType, ${binary.ContentType}`;
      }
    }
  }
  return undefined;
}

/**
 * Refuses a state with an InvalidInputError naming its first problem, its place under
 * `where` (`body/records/quoteLines/3/EnquiryId ...`); a state it passes restores as it is.
 */
export async function checkState(state: WorldState, where: string): Promise<void> {
  const problem =
    sizeProblem(state, where) ??
    [...recordProblems(state, where), ...faultProblems(state, where)].find(Boolean) ??
    (await binaryProblem(state, where));
  if (problem) throw new InvalidInputError(problem);
}
