# The README's commands (indented lines beginning "$ ") run and succeed,
# and where output follows a command, the command prints exactly that.
mkdir examples && cp -R "$TOP"/examples/. examples/
awk '
	/^    \$ / { if (cmd != "") flush(); cmd = substr($0, 7); n = 0; next }
	cmd != "" && /^    / { out[++n] = substr($0, 5); next }
	{ if (cmd != "") flush(); cmd = "" }
	END { if (cmd != "") flush() }
	function flush(  i, f) {
		k++
		f = sprintf("cmd%02d", k)
		print cmd >f
		close(f)
		f = sprintf("exp%02d", k)
		printf "" >f
		for (i = 1; i <= n; i++)
			print out[i] >f
		close(f)
	}' "$TOP"/README
for c in cmd*; do
	k=${c#cmd}
	cmd=$(cat $c)
	case $cmd in export*) continue ;; esac
	# A film for a terminal plays in a pseudo-terminal.
	case $cmd in
	*--play*)	set -- script -qec "$cmd" /dev/null ;;
	*)		set -- sh -c "$cmd" ;;
	esac
	if ! "$@" >got 2>err </dev/null; then
		echo "FAIL: $cmd"
		cat err
	elif [ -s exp$k ] && ! cmp -s exp$k got; then
		echo "DIFFERS: $cmd"
		diff exp$k got
	else
		echo "ok: $cmd"
	fi
done
# The picture the README points to is the one the command draws.
"$TOOLS"/pngblocks -c 8 explored.png >a && "$TOOLS"/pngblocks -c 8 examples/explored.png >b &&
    cmp a b && echo "examples/explored.png is up to date"
"$TOOLS"/pngblocks -x -c 12 -w 2 -m 8 printed.png >a && "$TOOLS"/pngblocks -x -c 12 -w 2 -m 8 examples/printed.png >b &&
    cmp a b && echo "examples/printed.png is up to date"
"$TOOLS"/pngblocks -x -c 4 -w 1 heat.png >a && "$TOOLS"/pngblocks -x -c 4 -w 1 examples/heat.png >b &&
    cmp a b && echo "examples/heat.png is up to date"
# The classic pictures, drawn again by the README's command into the copy
# of examples/, against those committed.
for g in growth prim dfs-growth; do
	"$TOOLS"/pngblocks -x -c 4 -w 4 examples/classic-$g.png >a &&
	    "$TOOLS"/pngblocks -x -c 4 -w 4 "$TOP"/examples/classic-$g.png >b &&
	    cmp a b && echo "examples/classic-$g.png is up to date"
done
