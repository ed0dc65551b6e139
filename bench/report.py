#!/usr/bin/env python3
"""Turn the RESULT lines of a make bench run into build/bench/results.md
(medians and on/off ratios) and, if gnuplot is there, a PNG per workload.

RESULT lines: "RESULT <workload> <mode> <round> <key> <value>", where for
the metadata workloads value is "ops/seconds".
"""
import os
import statistics
import subprocess
import sys
import time
from collections import defaultdict


def main():
    results, outdir = sys.argv[1], sys.argv[2]
    os.makedirs(outdir, exist_ok=True)
    header = ""
    meta = defaultdict(list)      # (workload, phase, mode) -> [ops/s]
    single = {}                   # (workload, mode, key) -> value
    for line in open(results, errors="replace"):
        parts = line.split()
        if parts[:1] == ["BENCH-START"]:
            header = " ".join(parts[1:])
        if parts[:1] != ["RESULT"] or len(parts) != 6:
            continue
        _, work, mode, _round, key, value = parts
        if work.startswith("meta-"):
            ops, secs = value.split("/")
            meta[(work, key, mode)].append(int(ops) / max(float(secs), 1e-9))
        else:
            single[(work, mode, key)] = float(value)
    if not meta:
        print("bench: no results in " + results, file=sys.stderr)
        return 1

    accel = "unknown"
    try:
        accel = open(os.path.join(os.path.dirname(results), "..", "accel")).readline().strip()
    except OSError:
        pass
    host_cpus = open("/proc/cpuinfo").read().count("processor")
    out = ["# Parent pointers: cost and payoff", "",
           f"{time.strftime('%Y-%m-%d')}; guest kernel {header}; QEMU {accel.upper()};"
           f" host with {host_cpus} CPUs.", "",
           "## Metadata throughput (ops/s, median of the rounds)", "",
           "| workload | operation | pptr on | pptr off | on/off |",
           "| --- | --- | ---: | ---: | ---: |"]
    plot = []
    for (work, phase, mode) in sorted(meta):
        if mode != "on":
            continue
        on = statistics.median(meta[(work, phase, "on")])
        off = statistics.median(meta.get((work, phase, "off"), [float("nan")]))
        out.append(f"| {work} | {phase} | {on:.0f} | {off:.0f} | {on / off:.2f} |")
        plot.append((phase, on / off))
    out += ["", "## Path lookup, scrub and space (one tree of 10^4 files, 10 levels deep)", ""]
    ioctl = single.get(("path", "on", "ioctl-per-lookup-ns"))
    find = single.get(("path", "on", "find-per-lookup-ns"))
    if ioctl and find:
        out.append(f"- inode number to paths: parent pointer ioctl {ioctl / 1e6:.2f} ms,"
                   f" `find -inum` {find / 1e6:.1f} ms: {find / ioctl:.0f}x faster")
    son, soff = single.get(("scrub", "on", "scrub-ns")), single.get(("scrub", "off", "scrub-ns"))
    if son and soff:
        out.append(f"- `xfs_scrub -n`: {son / 1e9:.2f} s with parent pointers,"
                   f" {soff / 1e9:.2f} s without (on/off {son / soff:.2f})")
    kon, koff = single.get(("space", "on", "used-kb")), single.get(("space", "off", "used-kb"))
    if kon and koff:
        out.append(f"- space used: {kon:.0f} KiB with, {koff:.0f} KiB without"
                   f" ({(kon - koff) * 1024 / 10000:.0f} bytes more per file)")
    rows = []
    for k in (100, 1000, 10000):
        ns = single.get((f"repair-{k}", "on", "repair-ns"))
        back = single.get((f"repair-{k}", "on", "reattached"))
        if ns and back is not None:
            rows.append(f"| {k} | {back:.0f} | {ns / 1e9:.2f} | {back / (ns / 1e9):.0f} |")
    if rows:
        out += ["", "## Online repair: orphans reattached by `xfs_scrub`", "",
                "| orphans | reattached | seconds | orphans/s |",
                "| ---: | ---: | ---: | ---: |"] + rows
    md = os.path.join(outdir, "results.md")
    with open(md, "w") as f:
        f.write("\n".join(out) + "\n")
    print("\n".join(out))

    data = os.path.join(outdir, "ratios.dat")
    with open(data, "w") as f:
        for i, (phase, ratio) in enumerate(plot):
            f.write(f"{i} {phase} {ratio:.3f}\n")
    png = os.path.join(outdir, "throughput-ratio.png")
    script = (f"set terminal png size 800,400; set output '{png}';"
              "set style data histograms; set style fill solid;"
              "set yrange [0:1.2]; set ylabel 'throughput, pptr on / off';"
              "set title 'Parent pointer overhead per operation';"
              f"plot '{data}' using 3:xtic(2) title 'on/off', 0.9 title 'target 0.90'")
    try:
        subprocess.run(["gnuplot", "-e", script], check=True)
        print(f"plot: {png}")
    except (OSError, subprocess.CalledProcessError) as e:
        print(f"bench: no plot ({e})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
