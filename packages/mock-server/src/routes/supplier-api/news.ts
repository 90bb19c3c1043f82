import { Query } from '@msw/data';
import type { operations } from '@garage/api-types';
import type { OperationHandlers } from '@garage/openapi-checks/handlers';
import { requireOwnAccount } from '../../lib/customer-account.ts';
import { originOf } from '../../lib/request-origin.ts';

export const newsHandlers: OperationHandlers<operations, 'getBulletins'> = {
  async getBulletins(request) {
    const account = request.params.CustomerKeyCode;
    requireOwnAccount(request, account);
    const now = request.world.clock.now();
    // Stored paths are relative to this server, which also serves them (plugins/static/assets.ts);
    // the contract wants URIs the portal can load as they are. A sandbox's, under its prefix.
    const origin = `${originOf(request)}${request.world.prefix}`;
    return request.world.db.bulletins
      .findMany(
        new Query(
          (record) =>
            (record.CustomerKeyCode === null || record.CustomerKeyCode === account) &&
            Date.parse(record.ExpiryTime) > now,
        ),
      )
      .sort((a, b) => Date.parse(b.UploadedAt) - Date.parse(a.UploadedAt))
      .map(({ BulletinId, Title, ThumbnailPath, FilePath, ExpiryTime, UploadedAt }) => ({
        BulletinId,
        Title,
        ThumbnailPath: `${origin}${ThumbnailPath}`,
        FilePath: FilePath === null ? null : `${origin}${FilePath}`,
        ExpiryTime,
        UploadedAt,
      }));
  },
};
