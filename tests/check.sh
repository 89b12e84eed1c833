#!/bin/sh
# check.sh: what `make check` runs: build, then the unit tests and the
# end-to-end tests, once as built and once under AddressSanitizer and
# UndefinedBehaviorSanitizer; then one summary line.
cd "$(dirname "$0")/.." || exit 2
MAKE=${MAKE:-make}
# Build on every core: the builds are a third of the time otherwise.
ncpu=$(nproc 2>/dev/null || echo 2)
jobs=-j$ncpu
# Two end-to-end cases a processor: many wait (on a terminal, a FIFO, the
# clock) or start process after process, and one a processor left a
# fifth of the processors idle (tests/e2e/run under time(1): 1.6 of 2
# busy; 11% less time with two a processor).
E2E_JOBS=${E2E_JOBS:-$((2 * ncpu))}
export E2E_JOBS
# WERROR=1 (CI's, .ci/run) makes a warning of gcc's fail the plain build,
# which then stands for a -Werror build of its own: one build of the whole
# tree fewer.  On the command line, not exported: the cases that run make
# (make-flags) see the environment as it was.  Not the sanitized build:
# gcc's warnings change with -fsanitize (more inlining, more paths), and
# a false alarm there is no warning a user's build would show.
werror=
[ "${WERROR:-}" = 1 ] && werror="CFLAGS=${CFLAGS:--O2 -g} -Werror"
ulog=$(mktemp) && elog=$(mktemp) || exit 2
# Each section's line says when it began, in seconds from here, so that a
# slow CI run shows where its time went.
t0=$(date +%s)
at() { echo "at $(($(date +%s) - t0)) s"; }
trap 'rm -f "$ulog" "$elog"' EXIT
pass=0
fail=0

# tally log: count its "N passed, M failed" or Check's "Checks: N,
# Failures: F, Errors: E".
tally() {
	p=$(sed -n 's/^e2e: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p;
	    s/^[0-9]*%: Checks: \([0-9]*\), Failures: \([0-9]*\), Errors: \([0-9]*\)$/\1 \2 \3/p' "$1" | tail -1)
	set -- $p
	if [ $# -eq 2 ]; then
		pass=$((pass + $1)); fail=$((fail + $2))
	elif [ $# -eq 3 ]; then
		pass=$((pass + $1 - $2 - $3)); fail=$((fail + $2 + $3))
	else
		fail=$((fail + 1))	# the suite did not even report
	fi
}

for variant in plain sanitized; do
	if [ $variant = plain ]; then
		b=build; san=; cc=; flags=$werror; slow=1; fork=
	else
		# ASan and UBSan make a check several times slower; Check's
		# four-second limit is for an unsanitized build.  A process
		# each test is what the sanitized run cannot afford: forking
		# ASan's shadow memory made it 8x slower (4 minutes, not 28
		# seconds).  The plain run keeps a process each, for
		# isolation and the time limit; this one runs all in one,
		# and LeakSanitizer sees them all at its end.
		b=build/san; san=SANITIZE=1; cc=; flags=; slow=4
		fork=CK_FORK=no
		# SAN_CC=clang (CI's, .ci/run): the sanitized tree built by
		# clang, in a directory of its own, warning-free as the plain
		# one is with WERROR=1 (clang's warnings do not change with
		# -fsanitize, gcc's do).  Its UndefinedBehaviorSanitizer also
		# checks pointer sums that overflow, which gcc's does not (it
		# found one in the weave backtracker): CI builds and runs one
		# sanitized tree, clang's, where it built one of each.
		if [ -n "${SAN_CC:-}" ]; then
			b=build/san-$SAN_CC; cc=CC=$SAN_CC; flags=$werror
		fi
	fi
	# The cases that check text, not the programs, run with the plain
	# build alone: the sanitizers watch the programs, and what these
	# run of them is run under the sanitizers by other cases.  doc-lint
	# runs mandoc alone; doc-maze3 mandoc and cc -fsyntax-only, and
	# libmaze builds and runs its example.  doc-algorithms and the
	# complete-* cases run the programs' --help and -a list (help),
	# -f list and --heat list (discover), -F list (stat-formats; after
	# -b, stat-fields-bench) and -b list (stat-bench), and otherwise
	# bash, zsh and fish.  doc-synopsis stays: its unknown options are
	# the only ones mazepost, mazerender and mazestat are given.  The
	# page-* cases test a page's script in Chromium, Firefox and WebKit;
	# the pages they open are made under the sanitizers in render-html.
	# shard-hosts and shard-slurmd test the README's recipes for many
	# machines (ssh, Slurm): what they run is shard-parallel's and
	# shard-slurm's, which run under the sanitizers.
	once=
	[ $variant = sanitized ] && once='doc-lint doc-maze3 doc-algorithms
	    complete-bash complete-shells complete-zsh page-big page-firefox
	    page-game page-grids page-hostile page-player page-webkit
	    shard-hosts shard-slurmd'
	# clang links its sanitizers' runtime into whatever it links, the
	# library's archive and its example's program too: abi and libmaze,
	# which look at those, are the plain run's alone under SAN_CC.
	[ $variant = sanitized ] && [ -n "${SAN_CC:-}" ] &&
	    once="$once abi libmaze"
	echo "== $variant build ($b), $(at)"
	$MAKE -s $jobs B=$b $san $cc ${flags:+"$flags"} tests ||
	    { echo "check: build failed"; exit 2; }
	echo "== $variant tests, unit and end-to-end together, $(at)"
	# The unit tests are one process at a time, the end-to-end cases
	# one a processor: run together, no processor waits.  The unit
	# tests' time limit is for a machine they have to themselves.
	env $fork CK_TIMEOUT_MULTIPLIER=$((slow * 2)) $b/unit >"$ulog" 2>&1 &
	tests/e2e/run $b $(cd tests/e2e/cases && ls *.sh | sed 's/\.sh$//' |
	    grep -vxF "$(printf '%s\n' $once)") >"$elog" 2>&1
	e2e_at=$(at)
	wait $!
	echo "== unit tests ($variant), done $(at)"
	cat "$ulog"; tally "$ulog"
	echo "== end-to-end tests ($variant), done $e2e_at"
	cat "$elog"; tally "$elog"
done
echo "check: $pass passed, $fail failed, $(at)"
[ $fail -eq 0 ]
