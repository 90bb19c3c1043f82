#!/bin/sh
# The container's start: renders nginx's config from the deployment's config.json (refusing a
# bad one, naming the key), then runs nginx in the foreground.
set -eu
config=/portal/config/config.json
if [ ! -f "$config" ]; then
  echo "No $config mounted: using the build's own (every supplier host is this origin)" >&2
  config=/portal/packages/web/dist/config.json
fi
node /portal/deploy/render.ts --config "$config" --dist /portal/packages/web/dist \
  --out /run/portal --listen "${PORT}"
exec nginx -c /run/portal/nginx.conf -e stderr
