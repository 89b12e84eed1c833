# The commands of the README and of every file in doc/ (indented lines
# beginning "$ ") run and succeed, and where output follows a command,
# the command prints exactly that.  Each file's commands run in order, in
# a directory of the file's own holding a copy of examples/, as a reader
# would run them from the top of the tree.
run_doc() {
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
		}' "$1"
	for c in cmd*; do
		[ -e "$c" ] || continue
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
}
for f in README $(cd "$TOP" && ls doc/*.md); do
	d=$(echo "$f" | tr / -)
	mkdir "$d" && cp -R "$TOP"/examples "$d"/ || exit 1
	echo "== $f"
	(cd "$d" && run_doc "$TOP/$f")
done

# The pictures the README points to are the ones its commands draw.
"$TOOLS"/pngblocks -c 8 README/explored.png >a &&
    "$TOOLS"/pngblocks -c 8 "$TOP"/examples/explored.png >b &&
    cmp a b && echo "examples/explored.png is up to date"
"$TOOLS"/pngblocks -x -c 12 -w 2 -m 8 README/printed.png >a &&
    "$TOOLS"/pngblocks -x -c 12 -w 2 -m 8 "$TOP"/examples/printed.png >b &&
    cmp a b && echo "examples/printed.png is up to date"
"$TOOLS"/pngblocks -x -c 4 -w 1 README/heat.png >a &&
    "$TOOLS"/pngblocks -x -c 4 -w 1 "$TOP"/examples/heat.png >b &&
    cmp a b && echo "examples/heat.png is up to date"
"$TOOLS"/pngblocks -x -c 1 README/maze3d.png >a &&
    "$TOOLS"/pngblocks -x -c 1 "$TOP"/examples/maze3d.png >b &&
    cmp a b && echo "examples/maze3d.png is up to date"
# The classic pictures, drawn again by doc/guide.md's command into its copy
# of examples/, against those committed.
for g in growth prim dfs-growth; do
	"$TOOLS"/pngblocks -x -c 4 -w 4 doc-guide.md/examples/classic-$g.png >a &&
	    "$TOOLS"/pngblocks -x -c 4 -w 4 "$TOP"/examples/classic-$g.png >b &&
	    cmp a b && echo "examples/classic-$g.png is up to date"
done
# The README is a five-minute read: under 400 lines, whatever is added;
# detail goes to doc/ and the man pages.
n=$(wc -l <"$TOP"/README)
if [ "$n" -lt 400 ]; then
	echo "README: under 400 lines"
else
	echo "README: $n lines, 400 or more: move detail to doc/"
fi
