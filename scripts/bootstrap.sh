#!/usr/bin/env bash
# Sourced by scripts/demo.sh and scripts/test.sh. Makes sure a Node >= 22.18 and the pinned
# pnpm are on PATH (fetched from the npm registry into the git-ignored .tools/ when the
# system Node is too old), then installs the workspace. Needs only git, Node >= 20 and npm.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools"
node_version="$(tr -d '[:space:]' < "$root/.node-version")"
# Pinned here rather than in package.json "packageManager": pnpm 12 then tries to record
# itself in the lockfile and --frozen-lockfile fails on a clean clone.
pnpm_version=12.21.0

# Node 22.18 is the first 22.x that runs TypeScript files (the mock server) without flags.
system_node_ok=false
if command -v node >/dev/null 2>&1 &&
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 18) ? 0 : 1)'; then
  system_node_ok=true
fi

wanted=("pnpm@$pnpm_version")
if [[ "$system_node_ok" != true ]]; then
  wanted+=("node@$node_version")
fi

tools_ok=true
[[ "$("$tools/node_modules/.bin/pnpm" --version 2>/dev/null)" == "$pnpm_version" ]] || tools_ok=false
if [[ "$system_node_ok" != true ]]; then
  [[ "$("$tools/node_modules/.bin/node" --version 2>/dev/null)" == "v$node_version" ]] || tools_ok=false
fi

if [[ "$tools_ok" != true ]]; then
  echo "bootstrap: fetching ${wanted[*]} into .tools/ (system Node is $(node --version 2>/dev/null || echo missing))"
  mkdir -p "$tools"
  # One install for both: npm prunes what a later install into the same prefix does not name.
  npm install --prefix "$tools" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "${wanted[@]}"
fi

export PATH="$tools/node_modules/.bin:$PATH"
echo "bootstrap: node $(node --version), pnpm $(pnpm --version)"

cd "$root"
pnpm install --frozen-lockfile --reporter=append-only
