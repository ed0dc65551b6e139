#!/usr/bin/env python3
"""make mutate: prove that the tests catch plausible bugs in our code.

Each file tests/mutations/NAME.mut describes one small, plausible bug in
the code our series add (a check removed, an off-by-one, a comparison
inverted, a lock dropped) and the tests that must catch it:

    # What the mutation breaks, and why the tests catch it.
    side: kernel                      (or xfsprogs)
    file: fs/xfs/scrub/parent.c       (relative to build/linux or build/xfsprogs)
    tests: GROUP/NAME[,GROUP/NAME...]
    @@ old
    <text that occurs exactly once in the file>
    @@ new
    <its replacement>

For each mutation in turn: the file in the patched tree is changed, the
kernel (in build/obj) or xfsprogs (in build/xfsprogs, packed into
build/mutate/initramfs.cpio) is built, the file is put back, and the
named tests run on the mutant in QEMU. The mutation is caught when at
least one of them fails, and survives when all pass. First the named
tests run once on the unmutated build, which they must pass (otherwise
a failure proves nothing). At the end the unmutated kernel and xfsprogs
are built again.

MUTATE_CHECK=1 only checks that every mutation applies (its old text
once in its file, its tests there) and exits: make check runs it, so
that a mutation whose code moved or changed fails CI, not the next make
mutate.

MUTATIONS=GLOB[,GLOB] picks mutations by NAME. Prints one line per
mutation and ends with "N caught, N survived"; exits non-zero when any
survived or could not be applied or built.
"""

import fnmatch
import glob
import os
import re
import shutil
import subprocess
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.environ.get('BUILD', os.path.join(TOP, 'build'))
TREES = {'kernel': os.path.join(BUILD, 'linux'),
         'xfsprogs': os.path.join(BUILD, 'xfsprogs')}
OUT = os.path.join(BUILD, 'mutate')
LOGS = os.path.join(BUILD, 'logs', 'mutate')


def die(msg):
    sys.stderr.write('ERROR: %s\n' % msg)
    sys.exit(1)


def log(msg):
    sys.stderr.write('>>> %s\n' % msg)
    sys.stderr.flush()


class Mutation:
    """One parsed tests/mutations/NAME.mut file."""

    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)[:-len('.mut')]
        text = open(path).read()
        if '\n@@ old\n' not in text or '\n@@ new\n' not in text:
            raise ValueError('%s: needs "@@ old" and "@@ new" sections' % path)
        head, rest = text.split('\n@@ old\n', 1)
        self.old, self.new = rest.split('\n@@ new\n', 1)
        self.old += '\n'
        fields = {}
        for line in head.splitlines():
            if line.startswith('#') or not line.strip():
                continue
            key, _, value = line.partition(':')
            fields[key.strip()] = value.strip()
        for key in ('side', 'file', 'tests'):
            if not fields.get(key):
                raise ValueError('%s: no "%s:" line' % (path, key))
        self.side = fields['side']
        if self.side not in TREES:
            raise ValueError('%s: side must be kernel or xfsprogs' % path)
        self.file = os.path.join(TREES[self.side], fields['file'])
        self.tests = [t.strip() for t in fields['tests'].split(',') if t.strip()]
        for t in self.tests:
            if not os.path.isfile(os.path.join(TOP, 'tests', t + '.sh')):
                raise ValueError('%s: no test tests/%s.sh' % (path, t))
        if self.old == self.new:
            raise ValueError('%s: old and new are the same' % path)

    def check(self):
        """The text to replace occurs exactly once in the tree's file."""
        if not os.path.isfile(self.file):
            return 'no file %s' % self.file
        n = open(self.file).read().count(self.old)
        if n != 1:
            return 'the old text occurs %d times in %s' % (n, self.file)
        return None


def run(cmd, env=None, logfile=None):
    """Run cmd; with logfile, its output goes there. Returns the exit code."""
    full = dict(os.environ)
    full.update(env or {})
    if logfile:
        with open(logfile, 'w') as f:
            return subprocess.call(cmd, env=full, stdout=f, stderr=subprocess.STDOUT)
    return subprocess.call(cmd, env=full)


def build_kernel(logfile):
    """Build build/obj's bzImage from build/linux; copy it to build/mutate."""
    rc = run(['make', '-C', TREES['kernel'], 'O=' + os.path.join(BUILD, 'obj'),
              '-j%d' % os.cpu_count(), '-s', 'bzImage'], logfile=logfile)
    if rc == 0:
        shutil.copy(os.path.join(BUILD, 'obj', 'arch', 'x86', 'boot', 'bzImage'),
                    os.path.join(OUT, 'bzImage'))
    return rc


def build_xfsprogs(logfile, initrd):
    """Build build/xfsprogs and pack its tools into initrd."""
    rc = run([os.path.join(TOP, 'scripts', 'xfsprogs.sh'), 'build'], logfile=logfile)
    if rc == 0:
        rc = run([os.path.join(TOP, 'scripts', 'initramfs.sh')],
                 env={'INITRAMFS_OUT': initrd}, logfile=logfile + '.initramfs')
    return rc


def failed_tests(logroot):
    """The names of the tests that the results under logroot mark failed."""
    names = []
    for f in glob.glob(os.path.join(logroot, '**', 'results.log'), recursive=True):
        for line in open(f, errors='replace'):
            m = re.match(r'not ok \d+ - (\S+)', line)
            if m:
                names.append(m.group(1))
    return sorted(set(names))


def run_tests(tests, logroot, kernel, initrd):
    """Run tests on kernel + initrd; returns (exit code, failed test names)."""
    shutil.rmtree(logroot, ignore_errors=True)
    os.makedirs(logroot)
    env = {'TESTS': ','.join(tests), 'LOGROOT': logroot,
           'KERNEL': kernel, 'INITRD': initrd,
           'JOBS': str(min(len(tests), os.cpu_count() or 1))}
    rc = run([os.path.join(TOP, 'scripts', 'run-tests.sh')], env=env,
             logfile=os.path.join(logroot, 'run.out'))
    return rc, failed_tests(logroot)


def main():
    paths = sorted(glob.glob(os.path.join(TOP, 'tests', 'mutations', '*.mut')))
    pats = [p for p in os.environ.get('MUTATIONS', '').split(',') if p]
    muts = []
    for p in paths:
        try:
            m = Mutation(p)
        except ValueError as e:
            die(str(e))
        if not pats or any(fnmatch.fnmatch(m.name, pat) for pat in pats):
            muts.append(m)
    if not muts:
        die('no mutation matches MUTATIONS=%s' % os.environ.get('MUTATIONS', ''))
    bad = 0
    for m in muts:
        err = m.check()
        if err:
            sys.stderr.write('ERROR: %s: %s\n' % (m.name, err))
            bad += 1
    if bad:
        die('%d of %d mutation(s) do not apply: fix their files' % (bad, len(muts)))
    if os.environ.get('MUTATE_CHECK') == '1':
        log('mutations: all %d apply to the patched trees' % len(muts))
        return 0
    for side, tree in TREES.items():
        if any(m.side == side for m in muts):
            dirty = subprocess.run(['git', '-C', tree, 'status', '--porcelain',
                                    '--untracked-files=no'],
                                   capture_output=True, text=True).stdout
            if dirty.strip():
                die('%s has uncommitted changes: commit or reset them first' % tree)
    os.makedirs(OUT, exist_ok=True)
    os.makedirs(LOGS, exist_ok=True)
    kernel = os.path.realpath(os.path.join(BUILD, 'bzImage'))
    initrd = os.path.join(BUILD, 'initramfs.cpio')
    for f in (kernel, initrd):
        if not os.path.isfile(f):
            die('no %s: run "make kernel initramfs" first' % f)
    shutil.copy(kernel, os.path.join(OUT, 'bzImage.good'))
    good_kernel = os.path.join(OUT, 'bzImage.good')

    tests = sorted({t for m in muts for t in m.tests})
    if os.environ.get('MUTATE_BASELINE', '1') != '0':
        log('baseline: %d test(s) on the unmutated build' % len(tests))
        rc, bad = run_tests(tests, os.path.join(LOGS, 'baseline'), good_kernel, initrd)
        if rc != 0:
            die('the tests fail without any mutation (%s): see %s' %
                (' '.join(bad) or 'run error', os.path.join(LOGS, 'baseline')))

    caught, survived, broken = [], [], []
    results = []
    try:
        for i, m in enumerate(muts, 1):
            log('[%d/%d] %s (%s)' % (i, len(muts), m.name, m.side))
            logroot = os.path.join(LOGS, m.name)
            shutil.rmtree(logroot, ignore_errors=True)
            os.makedirs(logroot)
            src = open(m.file).read()
            try:
                with open(m.file, 'w') as f:
                    f.write(src.replace(m.old, m.new, 1))
                buildlog = os.path.join(logroot, 'build.log')
                if m.side == 'kernel':
                    rc = build_kernel(buildlog)
                    mk, mi = os.path.join(OUT, 'bzImage'), initrd
                else:
                    mi = os.path.join(OUT, 'initramfs.cpio')
                    rc = build_xfsprogs(buildlog, mi)
                    mk = good_kernel
            finally:
                with open(m.file, 'w') as f:
                    f.write(src)
            if rc != 0:
                broken.append(m.name)
                results.append('error     %s: the mutant does not build (%s)' % (m.name, buildlog))
                continue
            rc, bad = run_tests(m.tests, os.path.join(logroot, 'tests'), mk, mi)
            if rc != 0:
                caught.append(m.name)
                results.append('caught    %s by %s' % (m.name, ', '.join(bad) or 'a run error'))
            else:
                survived.append(m.name)
                results.append('SURVIVED  %s (%s all pass)' % (m.name, ', '.join(m.tests)))
            print(results[-1], flush=True)
    finally:
        log('building the unmutated kernel and xfsprogs again')
        if any(m.side == 'kernel' for m in muts):
            run(['make', '-C', TREES['kernel'], 'O=' + os.path.join(BUILD, 'obj'),
                 '-j%d' % os.cpu_count(), '-s', 'bzImage'])
        if any(m.side == 'xfsprogs' for m in muts):
            run([os.path.join(TOP, 'scripts', 'xfsprogs.sh'), 'build'])
    print()
    for r in results:
        print(r)
    line = '%d caught, %d survived' % (len(caught), len(survived))
    if broken:
        line += ', %d did not build' % len(broken)
    print(line)
    return 0 if not survived and not broken else 1


if __name__ == '__main__':
    sys.exit(main())
