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
from report import PHASES, META_SHARE, MIN_ROUNDS, SCRUB_TARGET, Results  # noqa: E402


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
                out[(ph, n)] = (on / off, min(per), max(per), len(per))
    return out


def cell(v):
    if v is None:
        return "–"
    return f"{v[0]:.2f} ({v[1]:.2f}–{v[2]:.2f})"


def scrub_ratio(res, n):
    """xfs_scrub -n time on/off at N files, or None."""
    on = res.get(f"scrub-{n}", "on", "scrub-ns")
    off = res.get(f"scrub-{n}", "off", "scrub-ns")
    return on / off if on == on and off == off and off > 0 else None


def scrub_rows(ours, upstream, out):
    """Scrub on/off of both kernels, and the scrub target at the largest N."""
    sizes = sorted(set(ours.sizes("scrub")) | set(upstream.sizes("scrub")))
    if not sizes:
        return
    out += ["## `xfs_scrub -n` on/off", "",
            "The same tree of N files, 10 deep, on a filesystem with and one "
            "without parent pointers; stock xfsprogs 6.1's `xfs_scrub -n` on "
            "both kernels, twice on each filesystem, caches dropped before each. "
            f"Target: ours at most {SCRUB_TARGET:.2f} at 10^5 files, and no higher "
            "than upstream's.", "",
            "| files (N) | ours on/off | upstream on/off | target |",
            "| ---: | ---: | ---: | :---: |"]
    for n in sizes:
        o, u = scrub_ratio(ours, n), scrub_ratio(upstream, n)
        verdict = "–"
        if n == sizes[-1] and o is not None and u is not None:
            verdict = "met" if o <= SCRUB_TARGET and o <= u else "**not met**"
        out.append(f"| {n} | {'–' if o is None else f'{o:.2f}'} "
                   f"| {'–' if u is None else f'{u:.2f}'} | {verdict} |")
    out.append("")


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
            "ratios, never the rates. The target (Documentation/benchmarks.md): "
            "our overhead, 1 − on/off, at most one third of upstream's on every "
            "operation at 10^4 and 10^5, judged on the medians.", "",
            "| operation | N | ours on/off | upstream on/off | overhead ours / upstream | target |",
            "| --- | ---: | ---: | ---: | ---: | :---: |"]
    met, judged = 0, 0
    for n in sorted({k[1] for k in r_ours} | {k[1] for k in r_up}):
        for ph in PHASES:
            o, u = r_ours.get((ph, n)), r_up.get((ph, n))
            share, verdict = "–", "–"
            if o is not None and u is not None:
                ov_o, ov_u = 1 - o[0], 1 - u[0]
                ok = ov_o <= META_SHARE * ov_u if ov_u > 0 else ov_o <= 0
                share = f"{ov_o / ov_u:.2f}" if ov_u > 0 else "–"
                verdict = "met" if ok else "**not met**"
                if min(o[3], u[3]) < MIN_ROUNDS:
                    ok = False
                    verdict += f" (not counted: {min(o[3], u[3])} rounds)"
                judged += 1
                met += ok
            out.append(f"| {ph} | {n} | {cell(o)} | {cell(u)} | {share} | {verdict} |")
    out += ["", f"Metadata target met on {met} of {judged} operations and sizes.", ""]
    scrub_rows(ours, upstream, out)
    os.makedirs(sys.argv[3], exist_ok=True)
    md = os.path.join(sys.argv[3], "upstream.md")
    with open(md, "w") as f:
        f.write("\n".join(out))
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
