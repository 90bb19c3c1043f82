#!/usr/bin/env bash
# Sourced by scripts/test.sh: runs its steps one after another, each whatever the earlier ones
# did, prints each one's time (`--- name: N s`), and at exit the failed steps and the closing
# line `tests: N passed, N failed` (scripts/test-summary.ts), failing the run if any step did.

# Each Vitest run writes its JSON report here; the closing line adds them up.
reports="$(mktemp -d)"
failed_steps=()

finish() {
  local status=$?
  local uncounted=0
  for name in "${failed_steps[@]}"; do
    # A Vitest run's own failures are in its report already.
    [[ "$name" == vitest:* ]] || uncounted=$((uncounted + 1))
  done
  if ((${#failed_steps[@]} > 0)); then
    printf '\nFailed steps: %s\n' "$(IFS=,; echo "${failed_steps[*]}" | sed 's/,/, /g')"
    status=1
  fi
  node "$(dirname "${BASH_SOURCE[0]}")/test-summary.ts" "$reports" "$uncounted"
  rm -rf "$reports"
  exit "$status"
}
trap finish EXIT

# took <name> <start>: how long a step took since <start> (a $SECONDS), to see what to speed up.
took() {
  printf -- '--- %s: %d s\n' "$1" $((SECONDS - $2))
}

# step <name> <command...>: prints a heading, runs the command, records a failure.
step() {
  local name="$1" start=$SECONDS
  shift
  printf '\n=== %s\n' "$name"
  "$@" || failed_steps+=("$name")
  took "$name" "$start"
}

# step_in_background <name> <command...>: a step started without waiting for it, to run beside
# others that leave a core or the network idle; its output is kept aside until
# steps_in_background_ended.
background_steps=()
background_logs=""
background_start=0
step_in_background() {
  local name="$1" start=$SECONDS log
  shift
  if ((${#background_steps[@]} == 0)); then
    background_logs="$(mktemp -d)"
    background_start=$SECONDS
  fi
  log="$background_logs/${#background_steps[@]}"
  # Its own time, from its start to its end, whatever the others take.
  (
    status=0
    "$@" >"$log" 2>&1 || status=$?
    echo $((SECONDS - start)) >"$log.seconds"
    exit "$status"
  ) &
  background_steps+=("$!:$name")
}

# steps_in_background_ended: waits for the steps started in the background, then prints each
# one's heading, output and time, in the order they started, records those that failed, and
# prints how long they took together.
steps_in_background_ended() {
  local run name log index=0
  for run in "${background_steps[@]}"; do
    name="${run#*:}"
    log="$background_logs/$index"
    printf '\n=== %s\n' "$name"
    wait "${run%%:*}" || failed_steps+=("$name")
    cat "$log"
    printf -- '--- %s: %d s\n' "$name" "$(cat "$log.seconds")"
    index=$((index + 1))
  done
  took "the $index steps above, run at once" "$background_start"
  rm -rf "$background_logs"
  background_steps=()
}

# vitest_step <name> <report> <command...>: a step whose command is a Vitest run, given the
# reporter options as its last arguments; its report is named <report>.json.
vitest_step() {
  local name="$1" report="$2" start=$SECONDS
  shift 2
  printf '\n=== %s\n' "$name"
  "$@" --reporter=default --reporter=json --outputFile.json="$reports/$report.json" ||
    vitest_failed "$name" "$reports/$report.json"
  took "$name" "$start"
}

# vitest_failed <name> <report>: records a failed Vitest run, counted by its report's failed
# tests; a run that failed with none (an error in its global teardown, such as the browser
# journeys' drift check) counts as one failure, so the closing line never says 0 failed.
vitest_failed() {
  if node -e 'const r = require(process.argv[1]);
    process.exit(r.numFailedTests > 0 || r.testResults.some((f) => f.status === "failed") ? 0 : 1)' \
    "$2" 2>/dev/null; then
    failed_steps+=("vitest:$1")
  else
    failed_steps+=("$1")
  fi
}

# vitest_step_in_zones <name> <report> '<zone> <zone>...' <command...>: the Vitest run once in
# each time zone (TZ), all at once: each run spends most of its time importing, one a core.
# Their output is printed one after the other once all have ended.
vitest_step_in_zones() {
  local name="$1" report="$2" zones="$3" start=$SECONDS logs zone run
  shift 3
  logs="$(mktemp -d)"
  local runs=()
  for zone in $zones; do
    TZ="$zone" "$@" --reporter=default --reporter=json \
      --outputFile.json="$reports/$report-${zone/\//-}.json" >"$logs/${zone/\//-}" 2>&1 &
    runs+=("$!:$zone")
  done
  for run in "${runs[@]}"; do
    zone="${run#*:}"
    printf '\n=== %s in %s\n' "$name" "$zone"
    wait "${run%%:*}" || vitest_failed "$name in $zone" "$reports/$report-${zone/\//-}.json"
    cat "$logs/${zone/\//-}"
  done
  rm -rf "$logs"
  took "$name in ${zones// / and }" "$start"
}
