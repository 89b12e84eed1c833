# hostile: every program against hostile input and a failing world, case
# by case from the table $DATA/hostile.table (its head says what a case
# is).  Prints "ok NAME" for each case that passes and what went wrong for
# one that does not, then the number of cases run.
table=$DATA/hostile.table
readers='mazesolve mazepost mazestat mazerender'

# The memory limit of the out-of-memory cases.  A sanitized build needs
# the address space for its shadow: no allocation may pass 8 MB instead.
if nm "$(command -v mazegen)" 2>/dev/null | grep -q __asan_init; then
	limit='true;'
	ASAN_OPTIONS=allocator_may_return_null=1:max_allocation_size_mb=8
	export ASAN_OPTIONS
else
	limit='ulimit -v 14000;'
fi

# bounded prog ...: run prog, whose input is a line of 200 MB, and fail
# unless its peak memory stays under 64 MB (ASan's own included).
bounded() {
	"$TOOLS"/peakrss ../rss "$@"
	_s=$?
	[ "$(cat ../rss)" -lt 65536 ] ||
	    echo "hostile: peak memory $(cat ../rss) KiB" >&2
	return $_s
}

# A directory this user cannot write in: ro, unless root, who can; then
# sysfs, where not even root makes files.
unwritable() {
	if [ "$(id -u)" = 0 ]; then echo /sys; else echo ro; fi
}

# midway SIG out prog [arg ...]: run prog writing -o out, stopped mid-way
# (mazegen making mazes for a long time, a reader waiting on a FIFO for the
# rest of a maze), send it SIG once its temporary file is there, and return its
# status.  The signal is made default first: sh starts a command in the
# background with SIGINT ignored, which the programs would keep (SIGKILL
# cannot be ignored).  Lists what is left on standard error, and removes
# the temporary SIGKILL leaves.
midway() {
	_sig=$1 _out=$2
	shift 2
	[ "$_sig" = KILL ] && _env= || _env="env --default-signal=$_sig"
	if [ "$1" = mazegen ]; then
		$_env mazegen -n 10000000 -o "$_out" 9 9 &
		_pid=$!
	else
		mkfifo fifo
		$_env "$@" -o "$_out" fifo &
		_pid=$!
		exec 3>fifo
		printf '; size 5 3\n#####\n' >&3
	fi
	_i=0
	while ! ls -A | grep -q -- '-partial\.' && [ $_i -lt 200 ]; do
		sleep 0.05
		_i=$((_i + 1))
	done
	kill -s "$_sig" $_pid
	wait $_pid 2>/dev/null
	_s=$?
	if [ "$1" != mazegen ]; then
		exec 3>&-
		rm -f fifo
	fi
	if [ "$_sig" = KILL ]; then
		ls -A | sed 's/partial\......./partial.XXXXXX/' >&2
		rm -f .*-partial.??????
	fi
	return $_s
}

# bigmaze: a maze of 4000x4000 cells (eller's) on standard output, made
# by the first case that asks and kept outside the cases' directories:
# made again for each, it took more time than all else those cases do.
big=$PWD/big.maze
bigmaze() {
	if [ ! -s "$big" ]; then
		mazegen -a eller 4000 4000 >"$big" || { rm -f "$big"; return 2; }
	fi
	cat "$big"
}

# The names in the current directory, hidden ones too, a line each in
# $_names, with builtins alone, not even a subshell: a case's cost should
# be its command's.
listing() {
	_names=
	for _f in .* *; do
		case $_f in
		.|..) ;;
		*) [ -e "$_f" ] || [ -h "$_f" ] && _names="$_names$_f
" ;;
		esac
	done
}

# subst TEXT FROM TO: TEXT with every FROM in it made TO, in $_sub; as
# listing, with no process.
subst() {
	_sub= _t=$1
	while :; do
		case $_t in
		*"$2"*) _sub="$_sub${_t%%"$2"*}$3" _t=${_t#*"$2"} ;;
		*) _sub="$_sub$_t"; return ;;
		esac
	done
}

ncases=0
run() {
	_name=$1 _setup=$2 _cmd=$3 _want=$4 _msg=$5 _prog=$6
	ncases=$((ncases + 1))
	[ -n "${HOSTILE_TIME:-}" ] && _t0=$(($(date +%s%N) / 1000000))
	mkdir "$_name" && cd "$_name" || exit 2
	[ "$_setup" = - ] || eval "$_setup" || echo "FAIL $_name: setup"
	listing
	_before=$_names
	(eval "$_cmd") >../out 2>../err </dev/null
	_rc=$?
	listing
	_after=$_names
	_ok=1
	if [ "$_rc" != "$_want" ]; then
		echo "FAIL $_name: exit $_rc, expected $_want"
		_ok=0
	fi
	if [ "$_want" != 0 ] && [ -s ../out ]; then
		echo "FAIL $_name: $(wc -c <../out) bytes on standard output"
		_ok=0
	fi
	# A sanitizer's report is no message of the program's, nor the
	# shell's word on a job a signal ended.
	_err=
	while IFS= read -r _l; do
		case $_l in
		==*|Terminated|Hangup|Killed) ;;
		*) _err="$_err$_l
" ;;
		esac
	done <../err
	case $_msg in
	*PROG*) _msg="${_msg%%PROG*}$_prog${_msg#*PROG}" ;;
	esac
	case $_msg:$_err in
	-:) ;;
	-:*) _bad=1 ;;
	*) case $_err in *"$_msg"*) _bad= ;; *) _bad=1 ;; esac ;;
	esac
	if [ -n "$_bad" ]; then
		echo "FAIL $_name: standard error is:"
		printf '%s' "$_err" | sed 's/^/  /' | head -5
		_ok=0
	fi
	_bad=
	if [ "$_before" != "$_after" ]; then
		echo "FAIL $_name: files left:"
		printf '%s' "$_after"
		_ok=0
	fi
	[ $_ok = 1 ] && echo "ok $_name"
	[ -n "${HOSTILE_TIME:-}" ] &&
	    echo "$_name $(($(date +%s%N) / 1000000 - _t0)) ms" >&2
	cd .. && rm -rf "$_name"
}

# Fields are separated by " || "; a command may hold "|" and "||" never.
while IFS= read -r line; do
	case $line in
	''|'#'*)
		continue ;;
	esac
	# HOSTILE=pattern runs the cases whose names match, alone.
	case ${line%% *} in
	${HOSTILE:-*}) ;;
	*) continue ;;
	esac
	rest=$line
	for f in name setup cmd want msg; do
		case $rest in
		*' || '*)
			eval "$f=\${rest%% || *}"
			rest=${rest#* || } ;;
		*)
			eval "$f=\$rest"
			rest= ;;
		esac
	done
	subst "$cmd" @L "$limit"
	cmd=$_sub
	case $cmd in
	*@P*)
		for p in $readers; do
			# mazestat holds a maze's blocks only to run solvers
			# but bfs; mazepost holds two distances a cell for
			# --near and --keep-solution.
			case $p in
			mazerender) a='mazerender -f ascii' ;;
			mazestat) a='mazestat -b dfs' ;;
			mazepost) a='mazepost --near 7 --keep-solution' ;;
			*) a=$p ;;
			esac
			subst "$cmd" @P "$a"
			run "$name-$p" "$setup" "$_sub" "$want" "$msg" "$p"
		done ;;
	*)
		run "$name" "$setup" "$cmd" "$want" "$msg" ;;
	esac
done <"$table"
echo "$ncases cases"
