# XFS parent pointers for Linux 6.1: build, boot and test.
#
# The pipeline:  patches/{base,scrub}/series -> build/linux -> build/bzImage
#                patches/xfsprogs/series -> build/xfsprogs (mkfs, xfs_io, ...)
#                tools/ + tests/ + xfsprogs -> build/initramfs.cpio
#                QEMU -> TAP results -> "N passed, N failed"
#
# Everything is built in build/ (git-ignored). 'make help' lists targets.

SHELL := /bin/bash
TESTS ?=
export TESTS
# KNOWN_BUGS=1 also runs the tests that reproduce bugs not fixed yet.
export KNOWN_BUGS

.PHONY: help deps tree kernel kernel-debug kernel-release kernel-upstream bench-upstream fuzz xfsprogs tools initramfs test test-rmapbt test-debug \
	check mutate static static-baseline test-costs demo bench profile shell export bisect-check \
	clean distclean

# make check runs three passes. First the whole suite on the tests'
# kernel (XFS_DEBUG), at full size, on filesystems made as mkfs makes
# them by default. Then the tests of the directory rebuild, the orphans,
# the crashes, the revived directory inodes and the refused block maps
# again on that kernel, on
# filesystems made with reverse mappings (RMAPBT_TESTS, pp.mkfs_profile=rmapbt: -m rmapbt=1, see
# mkfs_profile_opts in tests/lib/common.sh), the second mkfs profile that
# users make. Last a subset on the debug kernel (KASAN, lockdep, UBSAN;
# DEBUG_TESTS): what races (stress, concurrent scrub and repair, the
# rebuild's races), what recovers from crashes, what reads hostile or
# damaged input, at the smaller sizes of DEBUG_CMDLINE (knobs the tests
# read with 'knob'). The debug kernel runs every test 3 to 7 times
# slower than the tests' kernel, so the whole suite on it (make
# test-debug DEBUG_TESTS='*', about 20 minutes) is not part of make
# check, which must fit CI's time. DEBUG_TESTS=GLOB[,GLOB] chooses
# another subset; '!GLOB' leaves tests out.
RMAPBT_TESTS := repair/dir-rebuild-*,repair/orphan-*,repair/moved-*,repair/mass-orphans-*,repair/crash-*,pptr/crash-*,repair/dir-revive-*,repair/dir-block-map-*,xfsprogs/repair-revives-*
empty :=
space := $(empty) $(empty)
DEBUG_TESTS ?= $(subst $(space),,smoke/*,stress/*,hostile/*, \
	!hostile/full-filesystem-ops-all-or-nothing, \
	scrub/concurrent-*,scrub/dabtree-*,repair/concurrent-*,repair/*races*, \
	repair/*-lockdep,repair/crash-mid-repair-recovers, \
	repair/dir-rebuild-leaf-data-block,repair/dir-rebuild-scan-lets-namespace-ops-through, \
	repair/dir-rebuild-shares-one-inode-scan,repair/dir-rebuild-rescans-for-record-added-since, \
	repair/dir-rebuild-rmapbt-crash-in-swap-recovers,repair/dir-rebuild-shortform, \
	repair/dir-revive-inode-zeroed, \
	pptr/crash-inject-larp,pptr/namespace-ops-after-shutdown-fail-cleanly, \
	fuzz/record-structure-damage-reported,fuzz/malformed-*)
DEBUG_CMDLINE ?= pp.crash_iters=5 pp.stress_secs=2 pp.stress_ops=300 \
	pp.fuzz_rounds=1 pp.fuzz_structure_rounds=1 pp.links=50 pp.churn=50 \
	pp.mass_files=1000 pp.large_files=1500 pp.dir_rebuild_files=500 \
	pp.big_links=5000 pp.step_links=300 pp.node_dir_files=620 \
	pp.crash_repair_files=600 pp.batch_dir_files=1200 \
	pp.orphan_node_files=1000 pp.race_renames=30 pp.costs=debug \
	pp.churn_dir_files=200

help:
	@echo "make demo             build everything, boot it, show what it does"
	@echo "make check            static analysis, then every test in QEMU"
	@echo "make check TESTS=GLOB only the tests matching GLOB[,GLOB] (e.g. 'smoke/*')"
	@echo "make test             the QEMU tests only (no static analysis)"
	@echo "make fuzz             every field of every parent pointer and directory structure, fuzzed (hours)"
	@echo "make mutate           put each of tests/mutations/*.mut into the code; the tests must catch it"
	@echo "make test-rmapbt      the rebuild, orphan, crash and revival tests on -m rmapbt=1 filesystems"
	@echo "make test-debug       DEBUG_TESTS ('*': every test) on the debug kernel (KASAN, lockdep, UBSAN)"
	@echo "make static           checkpatch, sparse and coccicheck vs the pristine baseline"
	@echo "make kernel           apply the series in build/linux and build build/bzImage"
	@echo "make xfsprogs         apply patches/xfsprogs to Debian's xfsprogs 6.1 and build it"
	@echo "make tools            build the user-space tools in tools/"
	@echo "make initramfs        pack the guest image build/initramfs.cpio"
	@echo "make bench            parent pointers on vs off, release kernel: build/bench/results.md"
	@echo "make bench-upstream   the same metadata ratios, ours beside upstream 6.12's: build/bench/upstream.md"
	@echo "make profile          where the time goes, perf in the guest, release kernel: build/bench/profile.txt"
	@echo "make shell            boot the guest with a shell on this terminal"
	@echo "make export           write the commits in build/linux and build/xfsprogs back to patches/"
	@echo "make bisect-check     check that every patch builds on its own"
	@echo "make deps             install the Debian packages the project needs"
	@echo "make static-baseline  regenerate checkpatch/*.baseline from the pristine tree"
	@echo "make test-costs       rewrite tests/costs (how the guests split the tests) from the last run's times"

deps:
	@scripts/deps.sh

tree: deps
	@scripts/tree.sh

kernel: tree
	@scripts/kernel.sh build

kernel-debug: tree
	@KERNEL_FLAVOR=debug scripts/kernel.sh build

kernel-release: tree
	@KERNEL_FLAVOR=release scripts/kernel.sh build

# Debian's linux-source-6.12, unpatched, with the release config: the
# upstream reference of make bench-upstream.
kernel-upstream:
	@scripts/deps.sh upstream
	@KERNEL_FLAVOR=upstream scripts/kernel.sh build

xfsprogs: deps
	@scripts/xfsprogs.sh build

tools: tree
	@scripts/tools.sh

initramfs: tree tools xfsprogs
	@scripts/initramfs.sh

test: kernel initramfs
	@scripts/run-tests.sh

test-rmapbt: kernel initramfs
	@TESTS='$(RMAPBT_TESTS)' PP_CMDLINE='pp.mkfs_profile=rmapbt $(PP_CMDLINE)' \
		LOGROOT=$(CURDIR)/build/logs/rmapbt scripts/run-tests.sh

test-debug: kernel-debug initramfs
	@KERNEL=$(CURDIR)/build/bzImage-debug TESTS='$(DEBUG_TESTS)' \
		PP_CMDLINE='$(DEBUG_CMDLINE) $(PP_CMDLINE)' \
		LOGROOT=$(CURDIR)/build/logs/debug scripts/run-tests.sh

# Static analysis first: it is the quicker way to fail.  xfsprogs builds
# side by side with it: unpacking the kernel tree, applying the series
# and checkpatch keep one CPU busy, and leave the other free.  A full
# run (no TESTS) goes on with the rmapbt and the debug kernel passes.
check:
	@$(MAKE) --no-print-directory -j2 static xfsprogs
	@MUTATE_CHECK=1 scripts/mutate.py
	@$(MAKE) --no-print-directory test
	@if [ -z "$(TESTS)" ]; then $(MAKE) --no-print-directory test-rmapbt test-debug; fi

# Field fuzzing, whole: every field of every structure with every verb
# (tests/fuzz/field-*, see tests/lib/fuzzfield.sh); hours under TCG.
# make check runs a fixed sample of 8 cases of each. FUZZ_FIELDS=every
# also fuzzes every element of every array; FUZZ_SEED=N draws the
# random bytes anew.
FUZZ_FIELDS ?= all
fuzz: kernel initramfs
	@TESTS='fuzz/field-*' \
		PP_CMDLINE='pp.fuzz_fields=$(FUZZ_FIELDS) pp.test_timeout=36000 $(PP_CMDLINE)' \
		TIMEOUT=86400 LOGROOT=$(CURDIR)/build/logs/fuzz scripts/run-tests.sh

# Mutation testing: each tests/mutations/*.mut is a small bug put into
# our kernel or xfsprogs code in turn, built, and run against the tests
# it names, which must catch it (see scripts/mutate.py). Not part of
# make check: it builds once per mutation. MUTATIONS=GLOB picks some.
mutate: kernel initramfs
	@scripts/mutate.py

static: tree
	@scripts/kernel.sh config
	@scripts/static.sh all

# tests/costs from the times of the last make check (or make test and
# make test-debug): the guests of a run split the tests by them.
test-costs:
	@scripts/test-costs.sh

static-baseline: tree
	@scripts/kernel.sh config
	@scripts/static.sh baseline

demo: kernel initramfs
	@scripts/qemu.sh demo
	@grep -q DEMO-OK build/logs/results.log || \
		{ echo "demo failed: see build/logs/results.log and console.log"; exit 1; }

# Parent pointers on vs off, measured in the guest (see bench/), on the
# release kernel (XFS_DEBUG off), as users run XFS.
bench: kernel-release initramfs
	@scripts/deps.sh bench
	@KERNEL=$(CURDIR)/build/bzImage-release scripts/bench.sh

# Our parent pointers' on/off ratios beside upstream's (Linux 6.12), in
# one run: build/bench/upstream.md. Not part of make check.
bench-upstream: kernel-release kernel-upstream initramfs
	@scripts/bench-upstream.sh

# Where the time of parent pointers goes: perf in the guest (see bench/),
# on the release kernel too.
profile: kernel-release initramfs
	@scripts/deps.sh profile
	@KERNEL=$(CURDIR)/build/bzImage-release scripts/profile.sh

shell: kernel initramfs
	@scripts/qemu.sh shell

export:
	@scripts/export-patches.sh
	@if [ -d build/xfsprogs/.git ]; then scripts/xfsprogs.sh export; fi

# Every patch of the series builds on its own (slow: builds fs/xfs/ once
# per patch).
bisect-check: kernel
	@scripts/bisect-build.sh

clean:
	rm -rf build/obj build/obj-debug build/obj-release build/obj-upstream build/logs build/disks build/static build/initramfs.* build/bzImage build/bzImage-debug build/bzImage-release build/bzImage-upstream

distclean:
	rm -rf build
