#!/usr/bin/env bash
# The one test command: installs what is missing (npm packages, Debian packages such as
# PostgreSQL), then runs lint, type-check and every test on SQLite and PostgreSQL. The last line
# it prints is "N passed, N failed" (lint, type-check and the web build count as one test each).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/lib/install.sh

ensure_debian_packages scripts/debian-packages.txt || exit 1
ensure_node_modules || exit 1

mkdir -p .test-results
passed=0
failed=0
check() {
  local name="$1"
  shift
  echo "== $name"
  if "$@"; then passed=$((passed + 1)); else echo "FAILED: $name"; failed=$((failed + 1)); fi
}
check "lint (biome)" npx --no-install biome check packages bench scripts
check "type-check (tsc)" npx --no-install tsc -p tsconfig.json
check "web interfaces build (vite)" npm run --silent build -w @hms/acquisition-web -w @hms/requests-web

echo "== tests (vitest, SQLite and PostgreSQL)"
rm -f .test-results/vitest.json
npx --no-install vitest run --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json "$@"
vitest_status=$?
if [[ -f .test-results/vitest.json ]]; then
  read -r tests_passed tests_failed suites_failed < <(node -e '
    const r = JSON.parse(require("fs").readFileSync(".test-results/vitest.json", "utf8"));
    console.log(r.numPassedTests, r.numFailedTests, r.numFailedTestSuites);')
  passed=$((passed + tests_passed))
  # A suite that fails to load has no failed tests of its own; count it so it is not lost.
  failed=$((failed + tests_failed + (tests_failed == 0 ? suites_failed : 0)))
elif ((vitest_status != 0)); then
  failed=$((failed + 1))
fi
if ((vitest_status != 0 && failed == 0)); then failed=1; fi

echo "$passed passed, $failed failed"
((failed == 0))
