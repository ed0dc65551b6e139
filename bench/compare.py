#!/usr/bin/env python3
"""make bench-upstream: our parent pointers beside upstream's.

Usage: compare.py OURS.log UPSTREAM.log OUTDIR

Reads the RESULT lines of two runs of the metadata workload (bench/guest.sh,
section meta), one on our release kernel (parent pointers v5 on vs off) and
one on Debian's 6.12 kernel built with the same release config (upstream's
parent pointers on vs off), made back to back by scripts/bench-upstream.sh,
and writes OUTDIR/upstream.md: for every operation and N, the on/off
throughput ratio of each, side by side.

Only the ratios compare: the two kernels differ in much more than parent
pointers (five years of XFS and VFS changes), so their absolute operation
rates say nothing about parent pointers.
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from report import PHASES, META_TARGET, Results  # noqa: E402


def ratios(res):
    """{(phase, N): (on/off, per-round min, per-round max)} of one run."""
    out = {}
    for n in res.sizes("meta"):
        w = f"meta-{n}"
        for ph in PHASES:
            on, off = res.get(w, "on", ph), res.get(w, "off", ph)
            ron = res.values.get((w, "on", ph), {})
            roff = res.values.get((w, "off", ph), {})
            per = [ron[r] / roff[r] for r in ron if r in roff]
            if per and off == off and off > 0:
                out[(ph, n)] = (on / off, min(per), max(per))
    return out


def cell(v):
    if v is None:
        return "–"
    return f"{v[0]:.2f} ({v[1]:.2f}–{v[2]:.2f})"


def main():
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    ours, upstream = Results(sys.argv[1]), Results(sys.argv[2])
    r_ours, r_up = ratios(ours), ratios(upstream)
    if not r_ours or not r_up:
        print("compare: no metadata results in "
              + (sys.argv[1] if not r_ours else sys.argv[2]), file=sys.stderr)
        return 1
    out = ["# Parent pointers, ours beside upstream's", "",
           "| | |", "| --- | --- |",
           f"| date | {time.strftime('%Y-%m-%d')} |",
           f"| ours | {ours.header.split()[0] if ours.header else '?'}, "
           "release config, mkfs.xfs -n parent=1 vs 0 (our xfsprogs) |",
           f"| upstream | {upstream.header.split()[0] if upstream.header else '?'}, "
           "the same release config, stock mkfs.xfs 6.1 plus incompat bit 7 "
           "vs stock mkfs.xfs 6.1 |",
           f"| configuration | meta sizes {ours.config.get('sizes', '?')}, "
           f"rounds {ours.config.get('rounds', '?')} (each run) |"]
    if os.environ.get("BENCH_NOTE"):
        out.append(f"| conditions | {os.environ['BENCH_NOTE']} |")
    out += ["",
            "Throughput with parent pointers on as a fraction of off, median "
            "of the rounds, with the range of the per-round ratios. Each "
            "kernel ran its own on/off pair in one guest, on two "
            "filesystems mounted at once with the work alternating, so "
            "each ratio is as good as that of `make bench`. The two "
            f"kernels differ in far more than parent pointers: compare the "
            f"ratios, never the rates. Our goal: ≥ {META_TARGET:.2f}.", "",
            "| operation | N | ours on/off | upstream on/off |",
            "| --- | ---: | ---: | ---: |"]
    for n in sorted({k[1] for k in r_ours} | {k[1] for k in r_up}):
        for ph in PHASES:
            out.append(f"| {ph} | {n} | {cell(r_ours.get((ph, n)))} "
                       f"| {cell(r_up.get((ph, n)))} |")
    out.append("")
    os.makedirs(sys.argv[3], exist_ok=True)
    md = os.path.join(sys.argv[3], "upstream.md")
    with open(md, "w") as f:
        f.write("\n".join(out))
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
