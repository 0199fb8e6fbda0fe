#!/usr/bin/env bash
# The whole test suite, `npm test`: the checks, the unit tests and the build, then the browser
# tests with the API tests beside them. With TEST_POSTGRES_URL set (a PostgreSQL server, as CI
# has), the API tests run a second time against it, where the query-plan tests run too, and the
# multi-copy tests run last (server copies behind nginx on it).
#
# The browser tests mostly wait (on Chromium, on a quiet network, on tokens running out), so the
# API test runs go beside them, one after the other, at a lower priority, leaving the browser
# tests' time budgets the CPU they would have alone. The checks, unit tests and build need every
# core and run on their own.
set -euo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
# Each phase's end and the minutes since the start, repeated at the end of the run, so that a slow
# run shows where its time went.
phase() {
  echo "=== $1 done at $(date -u +%H:%M:%S), $((SECONDS / 60)) min $((SECONDS % 60)) s since the start ===" |
    tee -a "$logs/phases"
}

npm run check
phase checks
npm run test:unit
phase "unit tests"
npm run build
phase build

# The browser tests that time pages on an emulated slow network run last, alone: what they
# measure includes the browser's own work, which must share the CPU neither with the API tests nor
# with a browser starting for the first time.
TIMED_BROWSER_TESTS=(src/flows/slow-network.e2e.ts src/flows/public-pages-wire.e2e.ts)

runs=(PGlite)
if [ -n "${TEST_POSTGRES_URL:-}" ]; then runs+=(PostgreSQL); fi

# The API test runs, one after the other beside the browser tests: each fills both cores on its
# own, and two at once beside the browser tests starve them all on a two-core machine.
api_tests() {
  local status=0
  nice -n 10 npm run test:api >"$logs/PGlite" 2>&1 || status=$?
  echo "$status" >"$logs/PGlite.status"
  phase "API tests on PGlite" >>"$logs/PGlite"
  if [ -n "${TEST_POSTGRES_URL:-}" ]; then
    status=0
    DATABASE_URL="$TEST_POSTGRES_URL" nice -n 10 npm run test:api >"$logs/PostgreSQL" 2>&1 || status=$?
    echo "$status" >"$logs/PostgreSQL.status"
    phase "API tests on PostgreSQL" >>"$logs/PostgreSQL"
  fi
}
api_tests &
api_pid=$!

failed=0
npm test -w @syna/e2e -- "${TIMED_BROWSER_TESTS[@]/#/--exclude=}" 2>&1 | tee "$logs/browser" || failed=1
phase "browser tests"
wait "$api_pid" || true
for run in "${runs[@]}"; do
  echo "--- API tests on $run ---"
  cat "$logs/$run"
  [ "$(cat "$logs/$run.status")" = 0 ] || failed=1
done
npm test -w @syna/e2e -- "${TIMED_BROWSER_TESTS[@]}" 2>&1 | tee "$logs/timed-browser" || failed=1
phase "timed browser tests"
# The timed API tests (`*.timed.test.ts`: a large report's export within its 30 s, the server and
# its first-owner command started from source within their minute) for the same reason, on the
# embedded database.
npm run test:timed 2>&1 | tee "$logs/timed-api" || failed=1
phase "timed API tests"
# Two copies of the built server behind nginx on the PostgreSQL server (e2e/src/multi-copy), one of
# them killed under load: last and alone, so that what it counts (502s, writes kept) does not
# depend on other tests taking the cores.
if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  npm run test:multi-copy -w @syna/e2e 2>&1 | tee "$logs/multi-copy" || failed=1
  phase "multi-copy tests"
fi

cat "$logs/phases"

# A failure's name is repeated last, where a reader of the run's tail finds it; the runs above
# print it somewhere within thousands of lines.
if [ "$failed" != 0 ]; then
  echo "=== Failed ==="
  for run in browser "${runs[@]}" timed-browser timed-api multi-copy; do
    [ -f "$logs/$run" ] || continue
    sed 's/\x1b\[[0-9;]*m//g' "$logs/$run" | grep -E '^ *(FAIL|×|✗) |AssertionError|Error: |❯ .*\.ts:[0-9]+:[0-9]+' | head -40 | sed "s/^/[$run] /" || true
  done
fi
exit "$failed"
