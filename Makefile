# XFS parent pointers for Linux 6.1: build, boot and test.
#
# The pipeline:  patches/*/series -> build/linux -> build/bzImage
#                tests/ + xfsprogs tools -> build/initramfs.cpio
#                QEMU -> TAP results -> "N passed, N failed"
#
# Everything is built in build/ (git-ignored). 'make help' lists targets.

SHELL := /bin/bash
TESTS ?=
export TESTS

.PHONY: help deps tree kernel tools initramfs test check static static-baseline \
	demo bench shell export bisect-check clean distclean

help:
	@echo "make demo             build everything, boot it, show what it does"
	@echo "make check            static analysis, then every test in QEMU"
	@echo "make check TESTS=GLOB only the tests matching GLOB[,GLOB] (e.g. 'smoke/*')"
	@echo "make test             the QEMU tests only (no static analysis)"
	@echo "make static           checkpatch, sparse and coccicheck vs the pristine baseline"
	@echo "make kernel           apply the series in build/linux and build build/bzImage"
	@echo "make tools            build the user-space tools in tools/"
	@echo "make initramfs        pack the guest image build/initramfs.cpio"
	@echo "make bench            parent pointers on vs off: build/bench/results.md"
	@echo "make shell            boot the guest with a shell on this terminal"
	@echo "make export           write the commits in build/linux back to patches/"
	@echo "make bisect-check     check that every patch builds on its own"
	@echo "make deps             install the Debian packages the project needs"
	@echo "make static-baseline  regenerate checkpatch/*.baseline from the pristine tree"

deps:
	@scripts/deps.sh

tree: deps
	@scripts/tree.sh

kernel: tree
	@scripts/kernel.sh build

tools: tree
	@scripts/tools.sh

initramfs: tree tools
	@scripts/initramfs.sh

test: kernel initramfs
	@scripts/run-tests.sh

# Static analysis first: it is the quicker way to fail.
check: static
	@$(MAKE) --no-print-directory test

static: tree
	@scripts/kernel.sh config
	@scripts/static.sh all

static-baseline: tree
	@scripts/kernel.sh config
	@scripts/static.sh baseline

demo: kernel initramfs
	@scripts/qemu.sh demo
	@grep -q DEMO-OK build/logs/results.log || \
		{ echo "demo failed: see build/logs/results.log and console.log"; exit 1; }

# Parent pointers on vs off, measured in the guest (see bench/).
bench: kernel initramfs
	@scripts/deps.sh bench
	@scripts/bench.sh

shell: kernel initramfs
	@scripts/qemu.sh shell

export:
	@scripts/export-patches.sh

# Every patch of the series builds on its own (slow: builds fs/xfs/ once
# per patch).
bisect-check: kernel
	@scripts/bisect-build.sh

clean:
	rm -rf build/obj build/logs build/disks build/static build/initramfs.* build/bzImage

distclean:
	rm -rf build
