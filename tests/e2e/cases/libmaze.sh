# libmaze as a C program uses it: examples/solve.c built in the tree
# against build/ and against a copy installed under DESTDIR, found with
# pkg-config, linked with the shared library and with the archive, prints
# what the programs print; C++ links with it too; the shared library
# exports the names of the installed headers and nothing else.
build=$(dirname "$TOOLS")
top=$PWD
ex=$TOP/examples/solve.c
CC=${CC:-cc}
CXX=${CXX:-c++}
# A sanitized library needs the sanitizers' runtime in the program.
san=
readelf -d "$build"/libmaze.so | grep -q libasan &&
    san="-fsanitize=address,undefined"
cflags="-std=c11 -Wall -Wextra -pedantic -Werror -O1 $san"

# same NAME PROG: PROG's output for a few mazes is the programs'.
same() {
	for m in "kruskal 7 12 8" "backtracker 0 1 1" "eller 3 30 4" \
	    "division 9 17 5" "wilson 18446744073709551615 6 6"; do
		set -- $m
		mazegen -a $1 -s $2 $3 $4 | mazesolve -a bfs >want
		$prog $m >got || echo "$name: $prog $m failed"
		cmp -s want got || echo "$name: $prog $m differs"
	done
	echo "$name: the bytes of mazegen | mazesolve -a bfs"
}

$CC $cflags -I"$TOP/src" -o solve-a "$ex" "$build"/libmaze.a &&
    name="in the tree, the archive" prog=./solve-a same
$CC $cflags -I"$TOP/src" -o solve-so "$ex" -L"$build" -lmaze &&
    LD_LIBRARY_PATH=$build name="in the tree, shared" prog=./solve-so same

# The README's program: the maze of the pipeline, without its header
# lines.
awk '/^    #include <stdio.h>$/ { on = 1 } on { print substr($0, 5) }
    on && /^    }$/ { exit }' "$TOP"/README >readme.c
$CC $cflags -I"$TOP/src" -o readme readme.c "$build"/libmaze.a &&
    ./readme | cmp - "$(mazegen -a kruskal -s 7 12 8 | mazesolve |
    sed '3,4d' >want; echo want)" &&
    echo "README: its program prints mazegen -a kruskal -s 7 12 8 solved"

# Errors, as the library's rules have them: said by the program.
. "$E2E"/lib.sh
t './solve-a nosuch 1 2 2'
t './solve-a kruskal 1 0 2'
t './solve-a kruskal 1 70000 70000'
t './solve-a kruskal 1 2 2 >/dev/full'

make -s -C "$TOP" B="$build" DESTDIR="$top/root" PREFIX=/usr/local \
    install >log 2>&1 || { echo "make install failed:"; cat log; }
PKG_CONFIG_PATH=$top/root/usr/local/lib/pkgconfig
export PKG_CONFIG_PATH
pc() {
	pkg-config --define-prefix "$@" maze
}
# (Its own flags: pkg-config relocates libpng's too, to nowhere, which
# matters not, as no public header includes png.h.)
echo "maze.pc: version $(pc --modversion);" $(pc --cflags --libs |
    tr ' ' '\n' | grep -e "$top" -e '^-lmaze$' | sed "s|$top|.|g")
lib=$top/root/usr/local/lib
$CC $cflags $(pc --cflags) -o solve-i "$ex" $(pc --libs) &&
    LD_LIBRARY_PATH=$lib name="installed, shared" prog=./solve-i same
LD_LIBRARY_PATH=$lib ldd ./solve-i | grep -q "=> $lib/libmaze.so.1 " ||
    echo "solve-i does not load the installed libmaze.so.1"
# Statically: the archive, and what maze.pc says it needs (libpng), for a
# program that draws, whose link needs it.
cat >draw.c <<'C'
#include <stdio.h>

#include <maze.h>

int
main(void)
{
	struct maze m;
	struct maze_err e;
	struct maze_render_opts o;
	int rc;

	maze_init(&m);
	maze_render_defaults(&o);
	o.format = MAZE_RENDER_ASCII;
	rc = maze_gen_make(&m, maze_gen_algo(0), 5, 3, 1, &e) == -1 ||
	    maze_render_draw(stdout, &o, &m, NULL, 0, NULL, NULL, &e) == -1;
	if (rc)
		fprintf(stderr, "draw: %s\n", e.msg);
	maze_free(&m);
	return rc;
}
C
static=$(pc --static --libs | sed 's/-lmaze/-l:libmaze.a/')
$CC $cflags $(pc --cflags) -o solve-ia "$ex" $static &&
    name="installed, the archive" prog=./solve-ia same
$CC $cflags $(pc --cflags) -o draw draw.c $static && ./draw >got &&
    mazegen -s 1 5 3 | mazerender -f ascii | cmp - got &&
    echo "installed, the archive: maze_render_draw draws as mazerender does"
readelf -d solve-ia draw | grep -i libmaze
# C++, through <maze.h>.
printf '%s\n' '#include <maze.h>' 'int main() { struct maze m;' \
    'maze_init(&m); maze_free(&m); return 0; }' >cxx.cc
$CXX -Wall -Werror $san $(pc --cflags) -o cxx cxx.cc $(pc --libs) &&
    LD_LIBRARY_PATH=$lib ./cxx && echo "C++: links and runs"

# Each installed header compiles on its own, and maze.h includes all.
inc=$top/root/usr/local/include/maze
for h in $(cd "$inc" && find . -name '*.h' | sed 's|^\./||' | sort); do
	echo "#include \"$h\"" | tee -a all.h | $CC $cflags -I"$inc" \
	    -fsyntax-only -x c - || echo "$h does not compile alone"
	[ $h = maze.h ] || grep -q "^#include \"$h\"$" "$inc"/maze.h ||
	    echo "maze.h does not include $h"
done

# The exported names: every one declared in the installed headers (a
# function, or a variable declared extern), and every name the library
# defines that they declare, exported.
so=$(readlink -f "$lib"/libmaze.so)
echo "soname: $(readelf -d "$so" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p');" \
    "real name: ${so##*/}"
# (Names beginning __ are the compiler's own: ASan's __odr_asan.*.)
nm -D --defined-only "$so" | awk '$3 !~ /^__/ { print $3 }' | sort >exported
$CC -E -P -I"$inc" all.h | tr '\n' ' ' >flat
{
	grep -o '[A-Za-z_][A-Za-z0-9_]* *(' flat | sed 's/ *($//'
	grep -o 'extern [^;]*;' flat | tr -c 'A-Za-z0-9_\n' '\n'
} | sort -u >declared
comm -23 exported declared | sed 's/^/exported, not declared: /'
nm -g --defined-only "$build"/src/lib/*.o "$build"/src/gen/*.o \
    "$build"/src/solve/*.o "$build"/src/post/*.o "$build"/src/stat/*.o \
    "$build"/src/render/*.o | awk 'NF == 3 && $3 !~ /^__/ { print $3 }' |
    sort -u | comm -12 - declared | comm -23 - exported |
    sed 's/^/declared and defined, not exported: /'
[ -s exported ] && echo "the names exported: those the headers declare"
