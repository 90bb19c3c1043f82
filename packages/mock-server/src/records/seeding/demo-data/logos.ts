// Company logos, in each company's colour.
import { logoPng } from '../../assets.ts';
import type { Collections } from '../../collections.ts';
import { fixtures } from '../../data/fixtures.ts';
import type { NewRecord } from '../../record-types.ts';

export function companyLogos(db: Collections): NewRecord<'images'>[] {
  return db.companies.all().map((company) => ({
    Key: company.CompanyBrandingBlobStorageID,
    ContentType: 'image/png',
    Bytes: logoPng(
      company.ConnectPlusColor,
      company.CompanyID === fixtures.companies.shannon ? 'waves' : 'peaks',
    ),
  }));
}
