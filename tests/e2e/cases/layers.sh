# layers: the rules src/README gives, checked on the source and the objects:
# what each layer may include, that a public header (the Makefile's MAZEHDR,
# installed) includes public headers only, and that every name a layer
# exports carries its prefix.  Each broken rule prints a line; a clean tree
# prints "ok".
cd "$TOP/src" || exit 2
build=$(dirname "$TOOLS")
bad=0
public=$(sed -n '/^MAZEHDR =/,/[^\\]$/p' "$TOP"/Makefile |
    tr -s ' \\\t' '\n' | sed -n 's|^src/||p')
[ -n "$public" ] || { echo "no MAZEHDR in the Makefile"; bad=1; }

# what file f (in layer l; "." for a program) may include
allowed() {
	l=$1 inc=$2
	il=${inc%%/*}
	case $inc in
	*priv.h) priv=1 ;;
	*) priv=0 ;;
	esac
	case $l in
	lib)	[ "$il" = lib ] ;;
	cli)	[ "$il" = cli ] || { [ "$il" = lib ] && [ $priv = 0 ] ; } ;;
	.)	[ $priv = 0 ] ;;
	*)	[ "$il" = "$l" ] || { [ "$il" = lib ] ; } ||
		    { [ "$il" != cli ] && [ $priv = 0 ] ; } ;;
	esac
}

# Every file's includes, "file include" a line, read by one awk: a
# process a file made the case the slowest of the suite's.
includes=$(awk 'FNR == 1 { f = FILENAME }
    /^#include "/ { sub(/^#include "/, ""); sub(/"$/, ""); print f, $0 }' \
    maze*.c */*.c */*.h)
pub=" $(echo $public) "
while read -r f inc; do
	case $f in
	*/*) l=${f%%/*} ;;
	*) l=. ;;
	esac
	if [ ! -f "$inc" ]; then
		echo "$f: includes $inc, which is not a path under src/"
		bad=1
	elif ! allowed "$l" "$inc"; then
		echo "$f: layer $l may not include $inc"
		bad=1
	fi
	case $pub in
	*" $f "*)
		case $pub in
		*" $inc "*) ;;
		*) echo "$f: public, includes $inc, which is not"; bad=1 ;;
		esac ;;
	esac
done <<EOF
$includes
EOF

# Exported names: lib's modules have their own prefixes; every other layer
# uses its name, and its public names (maze(3)) maze_ and its name; a
# program exports main alone.
# One nm for all the objects, "object:address type name" a line: nm
# loads its plugins each time it starts, a sixth of a second.
nm -g --defined-only -A "$build"/src/*/*.o "$build"/src/maze*.o |
while read -r at type name; do
	o=${at%:*}
	l=${o%/*}
	l=${l##*/}
	case $l:$name in
	*:__*) ;;	# the compiler's own: ASan's __odr_asan.*
	src:main) ;;
	lib:maze_*|lib:rng_*|lib:num_*|lib:algo_*|lib:search_*) ;;
	gen:gen_*|solve:solve_*|post:post_*|stat:stat_*) ;;
	render:render_*|cli:cli_*|play:play_*) ;;
	gen:maze_gen_*|solve:maze_solve_*|stat:maze_stat_*) ;;
	render:maze_render_*) ;;
	*) echo "${o#$build/}: exports $name without its layer's prefix" ;;
	esac
done | grep . && bad=1

# A main is thin: under 300 lines, the rest in its layer (src/README).
for f in "$TOP"/src/maze*.c; do
	n=$(wc -l <"$f")
	[ "$n" -lt 300 ] ||
	    { echo "src/${f##*/}: $n lines, not under 300"; bad=1; }
done

[ $bad = 0 ] && echo ok
