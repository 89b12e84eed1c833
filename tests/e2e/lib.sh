# lib.sh: helpers for end-to-end cases.

# t 'command line': run it and print it, its standard output indented, its
# standard error behind "! ", and its exit status, so that a golden file
# reads as a transcript.  Its scratch files live outside the case's
# directory (tests/e2e/run's E2E_SCRATCH), so that they never show in a
# listing; made once a case, and read only when there is something in
# them: t runs a thousand times a suite, on machines where a process
# costs milliseconds.
t() {
	printf '$ %s\n' "$1"
	sh -c "$1" >"$E2E_SCRATCH/t.out" 2>"$E2E_SCRATCH/t.err"
	_rc=$?
	[ ! -s "$E2E_SCRATCH/t.out" ] || sed 's/^/  /' "$E2E_SCRATCH/t.out"
	[ ! -s "$E2E_SCRATCH/t.err" ] || sed 's/^/! /' "$E2E_SCRATCH/t.err"
	echo "  [exit $_rc]"
}

# joined FILE: FILE's lines on one, each followed by a space, by the
# shell alone (the helpers and cases that join lines run in loops, where
# tr would be a process a line).
joined() {
	while IFS= read -r _l; do printf '%s ' "$_l"; done <"$1"
}

# post_grid MAZE [OPTION ...]: mazepost's work on MAZE.maze, a hex, delta
# or polar maze, on a line (post-shapes, post-polar): the options, whether
# every block the grid makes a wall is one (shapes-grid.awk), and the
# figures mazestat finds over its cells; a refusal as mazepost says it.
post_grid() {
	_f=$1
	shift
	printf '%s %s: ' "$_f" "$*"
	mazepost -s 1 "$@" $_f.maze >o.maze 2>err || { cat err; return; }
	awk -f "$DATA"/shapes-grid.awk o.maze >g
	joined g
	mazestat -F cells,dead_ends,parts,loops,route,route_cells -f tsv \
	    o.maze | sed -n '$s/\t/ /gp'
}

# every_solver NAME...: for each maze NAME.maze, the cells of its route
# through the fewest doors (mazestat's route_cells), then each solver's
# route on it: the blocks it opened that the grid has not, the cells it
# passes (shapes-grid.awk, in the data), its length in block steps, and
# whether it passes the fewest cells where the solver promises a shortest
# route: on these grids a step is a door, however many blocks it takes.
# One awk reads every route and one mazestat the maze and every route
# after it, a row each, as in solve-mask: a process a solve was most of
# the time, on a machine where a process costs milliseconds.
every_solver() {
	_shortest=" bfs dijkstra astar bidir-bfs flood dead-end-filling "
	_solvers=$(mazesolve -a list | awk '{ print $1 }')
	echo >nl
	for _f; do
		_ok=
		for _a in $_solvers; do
			mazesolve -a $_a -s 1 $_f.maze >o.$_a 2>err.$_a &&
			    _ok="$_ok o.$_a"
		done
		awk -v route=1 -f "$DATA"/shapes-grid.awk $_ok >walls
		cat $_f.maze $(for _o in $_ok; do echo nl $_o; done) |
		    mazestat -F route_cells,solution -f tsv >lengths
		{
			read -r _x <&3
			read -r _best _x <&3
			echo "$_f: fewest cells $_best"
			for _a in $_solvers; do
				printf '  %s: ' $_a
				case "$_ok " in
				*" o.$_a "*) ;;
				*) sed 's/^/exit 1: /' err.$_a; continue ;;
				esac
				IFS='	' read -r _walls _cells <&4
				read -r _x _len <&3
				printf '%s, %s cells, %s steps' "$_walls" \
				    "$_cells" "$_len"
				case $_shortest in
				*" $_a "*) [ "$_cells" = "$_best" ] &&
				    echo ' shortest' || echo ' NOT SHORTEST' ;;
				*) echo ;;
				esac
			done
		} 3<lengths 4<walls
	done
}

# The cases that play mazeplay in a real terminal: tmux runs it in a pane,
# send-keys plays, capture-pane shows what the player sees.  Each game has
# a tmux server of its own, so that one shutting down is never the next
# one's; tmux_done stops the last, and e2e_done, on EXIT, all.
tmux_n=0
tmux_sock=mazeplay-e2e-$$-0
tmux_socks=
tmux_done() {
	tmux -L $tmux_sock kill-server 2>/dev/null
}
# At the end: every game's tmux server stopped, and the directory of
# nobody_dir removed.
e2e_done() {
	for _s in $tmux_sock $tmux_socks; do
		tmux -L $_s kill-server 2>/dev/null
	done
	[ -z "${nobody_tmp:-}" ] || rm -rf "$nobody_tmp"
}

# game NAME: two games at once.  play and the helpers after it play game
# NAME, which has its tmux server (the next play of another game does not
# stop it) and its err and rc, NAME.err and NAME.rc; game alone goes back
# to the one game of the other cases.
tmux_game=
game() {
	eval "tmux_sock_${tmux_game:-0}=\$tmux_sock"
	tmux_game=$1
	eval "tmux_sock=\${tmux_sock_${1:-0}:-mazeplay-e2e-$$-none}"
}

# play_case NAME: begin case NAME, which plays in tmux: without tmux it
# passes, its golden printed as it is (CI installs tmux); with it, a home
# and a data directory of its own, and the last tmux server stopped at
# the end.
play_case() {
	if ! command -v tmux >/dev/null 2>&1; then
		cat "$E2E/cases/$1.out"
		exit 0
	fi
	HOME=$PWD/home XDG_DATA_HOME=$PWD/data
	export HOME XDG_DATA_HOME
	mkdir home
	trap e2e_done EXIT
}

# nobody_dir [PROG ...]: for a case that needs a file a user cannot read
# or write, which chmod does not keep root from: when the case runs as
# root (as in CI), a directory of its own that user 65534 may use, made
# the current one, with a copy of each program named (mazeplay if none),
# which the build directory may keep from that user; $nobody, exported,
# is the command that runs a command as that user (nobody_own PATH ...
# gives it the files it makes).  Not root: the case's directory as it is,
# $nobody empty, nobody_own nothing.  Either way the paths shown from the
# current directory are the same, and so are t's lines, which say $nobody
# as it is written.
nobody=
export nobody
nobody_dir() {
	[ "$(id -u)" = 0 ] || return 0
	nobody='setpriv --reuid=65534 --regid=65534 --clear-groups'
	trap e2e_done EXIT
	# TMPDIR, unless that user cannot reach it; then /tmp.
	for _d in "${TMPDIR:-/tmp}" /tmp; do
		nobody_tmp=$(mktemp -d "$_d/maze-e2e.XXXXXX") || exit 2
		chmod 755 "$nobody_tmp"
		$nobody test -x "$nobody_tmp" && break
		rm -rf "$nobody_tmp"
	done
	cd "$nobody_tmp" || exit 2
	mkdir bin
	[ $# -gt 0 ] || set -- mazeplay
	for _prog do
		cp "$(command -v "$_prog")" bin/
		# A script that runs it ("exec qemu-s390x -0 PROG PATH "$@"",
		# tests/cross.sh's): the program it names copied too.
		_real=$(sed -n 's/^exec .* \(\/[^ ]*\) "\$@"$/\1/p' bin/$_prog)
		if [ -n "$_real" ]; then
			cp "$_real" bin/$_prog.real
			sed "s|$_real|$PWD/bin/$_prog.real|" bin/$_prog >bin/w
			cat bin/w >bin/$_prog
			rm bin/w
		fi
	done
	PATH=$PWD/bin:$PATH
}
nobody_own() {
	[ -z "$nobody" ] || chown -R 65534:65534 "$@"
}

# tmux_new W H 'command': run it in a fresh pane of W x H on a new server.
tmux_new() {
	tmux_done
	tmux_n=$((tmux_n + 1))
	tmux_sock=mazeplay-e2e-$$-$tmux_n
	tmux_socks="$tmux_socks $tmux_sock"
	rm -f ${tmux_game:+$tmux_game.}rc
	tmux -L $tmux_sock new-session -d -x "$1" -y "$2" "$3"
}
# play W H 'command': run it in a fresh pane of W x H, each key counting a
# second (MAZEPLAY_TEST_MS_PER_KEY), its standard error to err and its
# status to rc.
play() {
	_p=${tmux_game:+$tmux_game.}
	tmux_new "$1" "$2" "MAZEPLAY_TEST_MS_PER_KEY=1000 $3 2>${_p}err; \
	    echo \$? >${_p}rc; sleep 60"
}
# shell W H: a fresh pane of W x H with an interactive shell, which has
# job control, for keys to type commands into.  It returns once the
# prompt is up: keys typed before it would be echoed by the terminal
# ahead of the prompt, and the screen would read differently.
shell() {
	tmux_new "$1" "$2" "PS1='\$ ' ENV= sh -i"
	wait_for '^\$' >/dev/null	# the pane's lines come without trailing blanks
}
# The pane's text, the trailing blank lines gone, paths made short.
screen() {
	tmux -L $tmux_sock capture-pane -p | sed "s|$PWD|.|g" |
	    sed -e :a -e '/^\n*$/{$d;N;ba' -e '}'
}
# wait_for PATTERN [N]: wait (60 s at most: under qemu on a loaded
# machine, ten were once too few) until N lines of the pane (1 if not
# given) match the pattern, then show the pane.  A wait in vain is said
# on standard error too, where the case's golden seldom has room for it.
wait_for() {
	_i=0
	until [ "$(tmux -L $tmux_sock capture-pane -p | grep -c "$1")" -ge \
	    "${2:-1}" ]; do
		_i=$((_i + 1))
		if [ $_i -gt 600 ]; then
			echo "timed out waiting for \"$1\"" >&2
			echo "timed out waiting for \"$1\"; the pane shows:"
			break
		fi
		sleep 0.1
	done
	screen
}
# Wait as wait_for does, then until the pane stops changing (a screen is
# drawn in more than one write, and may be seen between them), and show
# it.
settled() {
	wait_for "$1" >/dev/null
	_a=$(screen)
	sleep 0.2
	_b=$(screen)
	while [ "$_a" != "$_b" ]; do
		_a=$_b
		sleep 0.2
		_b=$(screen)
	done
	printf '%s\n' "$_b"
}
# Wait until the program has ended, then say how.
ended() {
	_p=${tmux_game:+$tmux_game.}
	_i=0
	while [ ! -s ${_p}rc ] && [ $_i -lt 600 ]; do
		_i=$((_i + 1))
		sleep 0.1
	done
	[ -s ${_p}rc ] || echo "timed out waiting for the program's end" >&2
	echo "[exit $(cat ${_p}rc)]"
	sed "s|$PWD|.|g" ${_p}err
}
keys() {
	echo "> $*"
	tmux -L $tmux_sock send-keys "$@"
}

# browser_case [firefox | webkit]: begin a case that opens pages in
# Chromium, through tests/tools/browse (the DevTools protocol over a
# pipe), in Firefox (Marionette) or in WebKit, Safari's engine
# (WebKitWebDriver, its MiniBrowser on an Xvfb of its own).  Without the
# browser it says so, which fails the case: CI installs all three, and a
# page untested is no page passed.
browser_case() {
	case $1 in
	firefox)
		command -v "${FIREFOX:-firefox-esr}" >/dev/null 2>&1 && return
		echo "browser_case: no ${FIREFOX:-firefox-esr} (Debian:" \
		    "apt-get install firefox-esr; or FIREFOX=path)" ;;
	webkit)
		command -v "${WEBKITWEBDRIVER:-WebKitWebDriver}" \
		    >/dev/null 2>&1 &&
		    command -v "${XVFB:-Xvfb}" >/dev/null 2>&1 && return
		echo "browser_case: no WebKitWebDriver or Xvfb (Debian:" \
		    "apt-get install webkit2gtk-driver xvfb)" ;;
	*)
		command -v "${CHROMIUM:-chromium}" >/dev/null 2>&1 && return
		echo "browser_case: no ${CHROMIUM:-chromium} (Debian:" \
		    "apt-get install chromium; or CHROMIUM=path)" ;;
	esac
	exit 0
}

# pages_in BROWSER: the cases that play and step pages in Chromium
# (the game to E by keys, a swipe and clicks; the player stepped,
# scrubbed and played; hex, delta and polar games) run again in firefox
# or webkit, each held to its Chromium golden line for line (but the
# swipe, in webkit: page-game), its screenshots to the PNGs mazerender
# draws.
pages_in() {
	for _c in page-game page-player page-grids; do
		mkdir "$_c"
		(cd "$_c" && BROWSE_WITH=$1 sh "$cases/$_c.sh" >../$_c.out \
		    2>../$_c.err)
		if [ $1 = webkit ]; then
			sed '/^a swipe /d' "$cases/$_c.out"
		else
			cat "$cases/$_c.out"
		fi >$_c.want
		if cmp -s $_c.want $_c.out && [ ! -s $_c.err ]; then
			echo "$_c: as in Chromium"
		else
			echo "$_c: not as in Chromium"
			diff $_c.want $_c.out
			cat $_c.err
		fi
	done
}

# same_pixels A.png B.png: whether two pictures have the same pixels,
# decoded, a line saying so.
same_pixels() {
	"$TOOLS"/pngblocks -c 1 -x "$1" >"$1.px" &&
	    "$TOOLS"/pngblocks -c 1 -x "$2" >"$2.px" &&
	    cmp -s "$1.px" "$2.px" && echo "$1 is $2, pixel for pixel" ||
	    echo "$1 differs from $2"
	rm -f "$1.px" "$2.px"
}
