#!/usr/bin/env bash
# Sourced by the scripts that need a program from Debian's packages (Chromium, Firefox ESR and
# WebKitGTK for the browser tests, nginx for the production static host, Redis for the mock's
# shared sandbox store): installs it with apt-get when it is missing.

# ensure_debian_package <file it installs> <package>...
ensure_debian_package() {
  local binary="$1"
  shift
  [[ -e "$binary" ]] && return 0
  local apt=(env DEBIAN_FRONTEND=noninteractive apt-get -q)
  if [[ "$(id -u)" -ne 0 ]]; then
    if ! command -v sudo >/dev/null 2>&1; then
      echo "no $binary, and installing it needs root: apt-get install -y $*" >&2
      return 1
    fi
    apt=(sudo -n "${apt[@]}")
  fi
  echo "installing Debian's $* for $binary"
  # The package lists may be missing or stale on a fresh machine: update once, then retry.
  "${apt[@]}" install -y "$@" || { "${apt[@]}" update && "${apt[@]}" install -y "$@"; } || true
  if [[ ! -e "$binary" ]]; then
    echo "could not install $* with apt-get; $binary is needed" >&2
    return 1
  fi
}

# The browser tests drive Debian's Chromium through playwright-core, which downloads no browser.
ensure_chromium() {
  ensure_debian_package /usr/bin/chromium chromium
}

# The cross-engine journeys (packages/e2e/src/engines/): Firefox ESR, driven over WebDriver
# BiDi by puppeteer-core, and WebKitGTK's WebDriver, whose MiniBrowser needs a display: Xvfb.
ensure_firefox() {
  ensure_debian_package /usr/bin/firefox-esr firefox-esr
}
ensure_webkit() {
  ensure_debian_package /usr/bin/WebKitWebDriver webkit2gtk-driver &&
    ensure_debian_package /usr/bin/Xvfb xvfb
}

# The production static host: nginx with the brotli_static module (deploy/nginx/).
ensure_nginx() {
  ensure_debian_package /usr/sbin/nginx nginx-light libnginx-mod-http-brotli-static &&
    ensure_debian_package /usr/lib/nginx/modules/ngx_http_brotli_static_module.so \
      libnginx-mod-http-brotli-static
}

# The mock's shared sandbox store (docs/demo-sandboxes.md, "Stores"): its tests start their own
# redis-server on a free port.
ensure_redis() {
  ensure_debian_package /usr/bin/redis-server redis-server
}

# gitlab-ci-local, which runs .gitlab-ci.yml's gate job in the contract tests (docs/ci.md),
# copies the project's files with rsync.
ensure_rsync() {
  ensure_debian_package /usr/bin/rsync rsync
}

# Everything the tests need from Debian, one after another: apt-get runs one at a time (it
# holds dpkg's lock), so npm test installs them all in one step, beside the static checks.
ensure_test_packages() {
  local failed=0
  ensure_redis || failed=1
  ensure_rsync || failed=1
  ensure_chromium || failed=1
  ensure_firefox || failed=1
  ensure_webkit || failed=1
  ensure_nginx || failed=1
  return "$failed"
}
