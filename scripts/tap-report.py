#!/usr/bin/env python3
"""Judge the guest runs from what they left in build/logs/ (or in each
directory given: one per guest when several ran side by side).

Reads results.log (TAP version 13 from tests/run, on ttyS1) and
console.log (the kernel log, on ttyS0). Writes one log per test to the
directory's tests/ (build/logs/shard-K/tests/ ...), prints the failures
and the skipped tests with their reasons, and ends with the summary line
'N passed, N failed, N skipped'.

The run fails (exit 1) on any 'not ok', a missing or short plan, a guest
that did not finish (timeout, panic), a kernel log line that reports a
bug, wherever it happened, or a skip that is not declared. A test that
provokes XFS reports on purpose says so in the kernel log ('pp-test:
allow Internal error', one line for each of the ALLOWABLE reports it
expects); only those reports are then accepted, and only inside that
test.

A skip is declared when its reason (after '# SKIP') is one of those that
tests/lib/common.sh writes for a declared need, each counted as skipped:
  'known bug: ID: DESCRIPTION' (known_bug, known_bug_case; several
      joined by ' | '), a bug not fixed yet, named;
  'optional tool: TOOL not installed: WHY' (require_tool_or_skip);
  'not required (pp.pptr_required=0): WHAT' (skip_unless_required), only
      in a guest booted with pp.pptr_required=0 (PPTR_REQUIRED=0).
Any other skip counts as a failure: a missing tool, for one, fails.
"""
import os
import re
import sys

# Keep in step with BAD_DMESG in tests/lib/common.sh.
BAD = re.compile(r"BUG:|WARNING:|Oops|KASAN|UBSAN|possible circular locking"
                 r"|XFS: Assertion failed|Internal error"
                 r"|Metadata corruption detected|Metadata CRC error"
                 r"|Corruption of on-disk metadata"
                 r"|Corruption of in-memory data|Log I/O Error"
                 r"|Kernel panic|blocked for more than|soft lockup"
                 r"|rcu_[a-z_]* self-detected stall|rcu_[a-z_]* detected stalls")
# What a test may accept for itself (dmesg_allow_corruption_reports,
# dmesg_allow_injected_shutdown and dmesg_allow_log_shutdown in
# tests/lib/common.sh).
ALLOWABLE = {"Internal error", "Metadata corruption detected",
             "Metadata CRC error", "Corruption of on-disk metadata",
             "Corruption of in-memory data", "Log I/O Error"}
# The declared skips (see the top).
KNOWN_BUG = re.compile(r"^known bug: [a-z0-9][a-z0-9._-]*: \S")
OPTIONAL_TOOL = re.compile(r"^optional tool: \S+ not installed: \S")
NOT_REQUIRED = re.compile(r"^not required \(pp\.pptr_required=0\): \S")
CMDLINE = re.compile(r"Kernel command line: (.*)$")
TIME = re.compile(r"^# pp-time: (\d+) s$")
RESULT = re.compile(r"^(ok|not ok) (\d+) - (\S+)(?: # (SKIP|TODO)\b ?(.*))?$")
PLAN = re.compile(r"^1\.\.(\d+)$")


# Seconds each test took in its guest, from tests/run's "# pp-time:".
TIMES = {}


def read(path):
    try:
        with open(path, errors="replace") as f:
            return f.read().replace("\r", "").splitlines()
    except FileNotFoundError:
        return []


def undeclared(reason, console):
    """Why the skip with @reason is not a declared one, or None if it is;
    @console: the kernel log of its guest, for its command line."""
    reason = (reason or "").strip()
    if reason.startswith("known bug:"):
        bad = [p for p in reason.split(" | ") if not KNOWN_BUG.match(p)]
        if bad:
            return f"not 'known bug: ID: description': {bad[0]}"
        return None
    if OPTIONAL_TOOL.match(reason):
        return None
    if NOT_REQUIRED.match(reason):
        cmdline = None
        for line in console:
            m = CMDLINE.search(line)
            if m:
                cmdline = m.group(1).split()
                break
        if cmdline is not None and "pp.pptr_required=0" in cmdline:
            return None
        return "a 'not required' skip in a guest not booted with" \
               " pp.pptr_required=0"
    return "not a declared skip (known_bug, require_tool_or_skip)"


def scan_console(lines):
    """Kernel reports, each with the test that was running, and the test
    still running when the log ends (None if none)."""
    reports = []
    test = None
    allowed = set()
    for line in lines:
        m = re.search(r"pp-test: (begin|end|allow) (.*)$", line)
        if m:
            if m.group(1) == "begin":
                test, allowed = m.group(2).strip(), set()
            elif m.group(1) == "end":
                test, allowed = None, set()
            elif m.group(2).strip() in ALLOWABLE:
                allowed.add(m.group(2).strip())
            continue
        hit = BAD.search(line)
        if hit and hit.group(0) not in allowed:
            reports.append((test, line.strip()))
    return reports, test


def judge(logs):
    """Judge the guest run in @logs: print its failures and return the
    counts (passed, failed, skipped) and the list of problems."""
    results = read(os.path.join(logs, "results.log"))
    console = read(os.path.join(logs, "console.log"))
    try:
        qemu_rc = int(open(os.path.join(logs, "qemu.rc")).read().strip())
    except (OSError, ValueError):
        qemu_rc = None
    testdir = os.path.join(logs, "tests")
    os.makedirs(testdir, exist_ok=True)
    for old in os.listdir(testdir):
        os.unlink(os.path.join(testdir, old))

    problems = []
    plan = None
    tests = []          # (num, status, name, directive, reason)
    diag = {}
    current = None
    bail = None
    for line in results:
        m = RESULT.match(line)
        if m:
            status = "ok" if m.group(1) == "ok" else "fail"
            if status == "ok" and m.group(4) == "SKIP":
                status = "skip"
            current = m.group(3)
            tests.append((int(m.group(2)), status, current, m.group(5)))
            diag[current] = []
            continue
        m = PLAN.match(line)
        if m and plan is None:
            plan = int(m.group(1))
            continue
        m = TIME.match(line)
        if m and current is not None:
            TIMES[current] = int(m.group(1))
            continue
        if line.startswith("Bail out!"):
            bail = line
        elif line.startswith("#") and current is not None:
            diag[current].append(line[2:] if line.startswith("# ") else line[1:])

    for name, lines in diag.items():
        path = os.path.join(testdir, name.replace("/", "_") + ".log")
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")

    # A skip that is not declared is a failure.
    why = {}
    for i, (num, status, name, reason) in enumerate(tests):
        if status == "skip":
            w = undeclared(reason, console)
            if w:
                why[name] = f"skipped: {reason}: {w}"
                tests[i] = (num, "fail", name, reason)

    passed = [t for t in tests if t[1] == "ok"]
    failed = [t for t in tests if t[1] == "fail"]
    skipped = [t for t in tests if t[1] == "skip"]

    for num, _, name, _ in failed:
        log = os.path.join(testdir, name.replace("/", "_") + ".log")
        print(f"FAILED: {name}: see {log}")
        if name in why:
            print(f"    {why[name]}")
        for line in diag[name]:
            if line.startswith("FAIL:"):
                print(f"    {line}")

    for num, _, name, reason in skipped:
        print(f"skipped: {name}: {reason}")

    if bail:
        problems.append(f"the guest bailed out: {bail}")
    if plan is None:
        problems.append("no TAP plan: the guest never started the tests")
    elif len(tests) != plan:
        last = tests[-1][2] if tests else "none"
        problems.append(f"short run: plan 1..{plan} but {len(tests)} result(s);"
                        f" last finished test: {last}")
    reports, running = scan_console(console)
    if running:
        problems.append(f"{running} never finished: see its kernel log in"
                        f" {os.path.join(logs, 'console.log')}")
    nums = [t[0] for t in tests]
    if nums != list(range(1, len(nums) + 1)):
        problems.append("test numbers out of sequence")
    if not any("PP-GUEST-DONE" in line for line in results):
        problems.append("the guest did not shut down cleanly")
    if qemu_rc == 124:
        problems.append("the guest timed out (hung?)")
    elif qemu_rc not in (0, None):
        problems.append(f"qemu exited with status {qemu_rc}")
    if any("Kernel panic" in line for line in console):
        problems.append("the kernel panicked")

    for test, line in reports:
        where = f"during {test}" if test else "outside any test"
        problems.append(f"kernel report {where}: {line}")

    for p in problems:
        print(f"ERROR: {p}")
    if problems or failed:
        print(f"kernel log: {os.path.join(logs, 'console.log')}")
    return (len(passed), len(failed), len(skipped)), problems


def main():
    dirs = sys.argv[1:] or ["build/logs"]
    total = [0, 0, 0]
    bad_runs = 0
    for logs in dirs:
        counts, problems = judge(logs)
        total = [a + b for a, b in zip(total, counts)]
        bad_runs += 1 if problems else 0
    if TIMES:
        slow = sorted(TIMES.items(), key=lambda t: -t[1])[:8]
        print(f"test time {sum(TIMES.values())} s in all; slowest: "
              + ", ".join(f"{n} {s} s" for n, s in slow))
    # A run with problems (a kernel report, a hang, a short plan) counts
    # as one more failure.
    print(f"{total[0]} passed, {total[1] + bad_runs} failed,"
          f" {total[2]} skipped")
    return 1 if bad_runs or total[1] else 0


if __name__ == "__main__":
    sys.exit(main())
