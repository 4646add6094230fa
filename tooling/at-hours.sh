#!/usr/bin/env bash
# The date-sensitive suites at three hours of today's UTC day (00:30, 06:00, 23:30) under libfaketime, so that a test
# that reads the wall clock instead of the injected clock fails here and not at some hour of CI (docs/decisions/testing.md).
# Usage: tooling/at-hours.sh [HH:MM ...]  (needs the Debian package faketime)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v faketime >/dev/null || { echo "faketime is not installed (apt-get install -y faketime)" >&2; exit 1; }
hours=("$@")
[ ${#hours[@]} -gt 0 ] || hours=(00:30 06:00 23:30)
# every API test file that takes a day, a date or the clock, and the contracts' and the web's tests (calendar rules, forms)
mapfile -t files < <(grep -rlE "UsDay|today|Today|shippingDate|invoiceDate|creditMemoDate|clock|Date\(" apps/api/src apps/api/test --include=*.test.ts | sort)
day=$(date -u +%F)
export FAKETIME_DONT_RESET=1
# a faked clock makes everything slower (every clock read goes through the preloaded library): generous timeouts
slow=(--testTimeout=120000 --hookTimeout=180000 --reporter=dot)
failed=()
for hour in "${hours[@]}"; do
  echo "[at-hours] ${day} ${hour} UTC: ${#files[@]} API files, contracts, web"
  TZ=UTC faketime -f "@${day} ${hour}:00" npx vitest run --project api "${files[@]}" "${slow[@]}" || failed+=("${hour} api")
  TZ=UTC faketime -f "@${day} ${hour}:00" npx vitest run --project contracts --project web "${slow[@]}" || failed+=("${hour} contracts/web")
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "[at-hours] FAILED at: ${failed[*]}" >&2
  exit 1
fi
echo "[at-hours] passed at ${hours[*]} UTC"
