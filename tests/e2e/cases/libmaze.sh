# libmaze as a C program uses it: examples/solve.c built in the tree
# against build/ and against a copy installed under DESTDIR, found with
# pkg-config, linked with the shared library and with the archive, prints
# what the programs print; C++ links with it too; a program's own names
# meet none of the library's inside (abi.sh checks what it exports).
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

# The archive is one object, drawing and all: libpng and giflib too.
$CC $cflags -I"$TOP/src" -o solve-a "$ex" "$build"/libmaze.a \
    $(pkg-config --libs libpng) -lgif -pthread &&
    name="in the tree, the archive" prog=./solve-a same
$CC $cflags -I"$TOP/src" -o solve-so "$ex" -L"$build" -lmaze &&
    LD_LIBRARY_PATH=$build name="in the tree, shared" prog=./solve-so same

# The README's program: the maze of the pipeline, without its header
# lines.
awk '/^    #include <stdio.h>$/ { on = 1 } on { print substr($0, 5) }
    on && /^    }$/ { exit }' "$TOP"/README >readme.c
$CC $cflags -I"$TOP/src" -o readme readme.c -L"$build" -lmaze &&
    LD_LIBRARY_PATH=$build ./readme |
    cmp - "$(mazegen -a kruskal -s 7 12 8 | mazesolve | sed '3,4d' >want
    echo want)" &&
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
# Its version is the library's; its flags its own, libpng's not among
# them, as no public header includes png.h.
echo "maze.pc: version $(pc --modversion);" $(pc --cflags --libs |
    tr ' ' '\n' | grep -e "$top" -e '^-lmaze$' | sed "s|$top|.|g")
pc --cflags --libs | grep -q png && echo "maze.pc: gives libpng's flags"
pc --static --libs | grep -q -- -lpng ||
    echo "maze.pc: a static link is not given libpng"
lib=$top/root/usr/local/lib
$CC $cflags $(pc --cflags) -o solve-i "$ex" $(pc --libs) &&
    LD_LIBRARY_PATH=$lib name="installed, shared" prog=./solve-i same
LD_LIBRARY_PATH=$lib ldd ./solve-i | grep -q "=> $lib/libmaze.so.2 " ||
    echo "solve-i does not load the installed libmaze.so.2"
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

# A program of its own names, which the library's inside once exported
# (num_parse, rng_splitmix64, maze_error; the library calls the last two
# as it makes a maze), linked with the archive and with the shared
# library: the link finds no name twice, and the library calls its own.
cat >own.c <<'C'
#include <stdio.h>

#include <maze.h>

int num_parse(void) { return 1; }
int rng_splitmix64(void) { return 2; }
int maze_error(void) { return 3; }

int
main(void)
{
	struct maze m;
	struct maze_err e;
	int rc;

	maze_init(&m);
	rc = maze_gen_make(&m, maze_gen_algo(maze_algo_find(maze_gen_info,
	    "kruskal")), 7, 5, 3, &e) == -1 || maze_fwrite(stdout, &m, &e) ||
	    maze_gen_make(&m, NULL, 1, 1, 1, &e) != -1;
	printf("%s; %d %d %d\n", e.msg, num_parse(), rng_splitmix64(),
	    maze_error());
	maze_free(&m);
	return rc;
}
C
mazegen -a kruskal -s 3 7 5 | sed '/^;/d' >want
echo "no such generator; 1 2 3" >>want
$CC $cflags $(pc --cflags) -o own-a own.c $static && ./own-a >got &&
    sed '/^;/d' got | cmp -s - want &&
    echo "installed, the archive: own.c's names are its own"
$CC $cflags $(pc --cflags) -o own-so own.c $(pc --libs) &&
    LD_LIBRARY_PATH=$lib ./own-so >got && sed '/^;/d' got | cmp -s - want &&
    echo "installed, shared: own.c's names are its own"
