#!/bin/sh
# The container's start: renders nginx's config from the deployment's config.json (refusing a
# bad one, naming the key), then runs nginx in the foreground.
set -eu
config=/portal/config/config.json
if [ ! -f "$config" ]; then
  echo "No $config mounted: using the build's own (every supplier host is this origin)" >&2
  config=/portal/packages/web/dist/config.json
fi
# PROXY_API (and PROXY_MAPPING, PROXY_SUPPLIER): the same-origin option, nginx passing the
# supplier's paths on to its hosts (docs/deployment.md#one-origin-no-preflights).
node /portal/deploy/render.ts --config "$config" --dist /portal/packages/web/dist \
  --out /run/portal --listen "${PORT}" \
  ${PROXY_API:+--proxy-api "$PROXY_API"} \
  ${PROXY_MAPPING:+--proxy-mapping "$PROXY_MAPPING"} \
  ${PROXY_SUPPLIER:+--proxy-supplier "$PROXY_SUPPLIER"}
exec nginx -c /run/portal/nginx.conf -e stderr
