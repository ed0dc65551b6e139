#!/usr/bin/env bash
# Boot the guest, run the tests matching $TESTS (comma-separated globs of
# GROUP/NAME; all when empty) and judge the run with tap-report.py.
set -euo pipefail
. "$(dirname "$0")/lib.sh"

rm -f "$BUILD/logs/qemu.rc"
"$TOP/scripts/qemu.sh" test "${TESTS:-}" || true
"$TOP/scripts/tap-report.py" "$BUILD/logs"
