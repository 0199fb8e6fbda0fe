#!/usr/bin/env bash
# The whole test suite, `npm test`: the checks, the unit tests and the build, then the browser
# tests with the API tests beside them. With TEST_POSTGRES_URL set (a PostgreSQL server, as CI
# has), the API tests run a second time against it, where the query-plan tests run too.
#
# The browser tests mostly wait (on Chromium, on a quiet network, on tokens running out), so the
# API test runs go beside them at a lower priority, leaving the browser tests' time budgets the
# CPU they would have alone. The checks, unit tests and build need every core and run on their own.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run check
npm run test:unit
npm run build

# The browser tests that time pages on an emulated slow network run last, alone: what they
# measure includes the browser's own work, which must share the CPU neither with the API tests nor
# with a browser starting for the first time.
TIMED_BROWSER_TESTS=(src/flows/slow-network.e2e.ts src/flows/public-pages-wire.e2e.ts)

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
runs=()
pids=()
nice -n 10 npm run test:api >"$logs/PGlite" 2>&1 &
runs+=(PGlite)
pids+=($!)
if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  DATABASE_URL="$TEST_POSTGRES_URL" nice -n 10 npm run test:api >"$logs/PostgreSQL" 2>&1 &
  runs+=(PostgreSQL)
  pids+=($!)
fi

failed=0
npm test -w @syna/e2e -- "${TIMED_BROWSER_TESTS[@]/#/--exclude=}" || failed=1
for index in "${!pids[@]}"; do
  wait "${pids[$index]}" || failed=1
  echo "--- API tests on ${runs[$index]} ---"
  cat "$logs/${runs[$index]}"
done
npm test -w @syna/e2e -- "${TIMED_BROWSER_TESTS[@]}" || failed=1
# The timed API tests (`*.timed.test.ts`: a large report's export within its 30 s) for the same
# reason, on the embedded database.
npm run test:timed || failed=1
exit "$failed"
