# abi: libmaze exports maze(3)'s functions and nothing else.  The functions
# its SYNOPSIS declares are the list every other side must equal: the
# version script (src/libmaze.map), the shared library's exports (nm -D,
# each maze_name@@MAZE_2.0), the globals of the archive installed, and the
# functions the installed headers declare (gcc -aux-info).  A function
# added to one side alone, or taken from one alone, prints a line naming
# it and the side; so does any other name the library offers a program.
build=$(dirname "$TOOLS")
top=$PWD
make -s -C "$TOP" B="$build" DESTDIR="$top/root" PREFIX=/usr/local \
    install >log 2>&1 || { echo "make install failed:"; cat log; }
lib=$top/root/usr/local/lib
inc=$top/root/usr/local/include/maze

# maze(3): the .Fn of its SYNOPSIS (the .In and .Ft are not functions).
sed -n '/^\.Sh SYNOPSIS/,/^\.Sh /p' "$TOP"/man/maze.3 |
    awk '$1 == ".Fn" || $1 == ".Fo" { print $2 }' | sort >man
sort -c -u man 2>/dev/null || sort man | uniq -d | sed 's/^/maze(3) twice: /'
sort -u -o man man

# The version script's global names, in its one node.
sed -e 's|/\*.*\*/||' "$TOP"/src/libmaze.map |
    awk '/^MAZE_2\.0 \{/ { on = 1; next } on && /^local:/ { exit }
    on && /;$/ { sub(/;$/, ""); gsub(/[ \t]/, ""); print }' |
    grep -v '^global:$' | grep . | sort >map

# The shared library installed: its soname, and every name it defines
# (the compiler's own, beginning __, aside), each a function of MAZE_2.0.
so=$(readlink -f "$lib"/libmaze.so)
echo "soname: $(readelf -d "$so" | sed -n 's/.*(SONAME).*\[\(.*\)\]/\1/p');" \
    "real name: ${so##*/}"
nm -D --defined-only "$so" | awk '$3 !~ /^__/' >dynsym
awk '{ ok = ($2 == "A" && $3 == "MAZE_2.0") ||
    ($2 == "T" && $3 ~ /@@MAZE_2\.0$/) }
    !ok { print "libmaze.so exports " $3 ", not a function of MAZE_2.0" }' \
    dynsym
awk '$2 == "T" && $3 ~ /@@MAZE_2\.0$/ { sub(/@@.*/, "", $3); print $3 }' \
    dynsym | sort >so

# The archive installed: its global names, every one a function.
nm -g --defined-only "$lib"/libmaze.a | awk 'NF == 3 && $3 !~ /^__/' >arsym
awk '$2 != "T" { print "libmaze.a offers " $3 ", not a function" }' arsym
awk '{ print $3 }' arsym | sort >ar

# The installed headers: the functions maze.h declares, which are those of
# every public header, as it includes them all; and no header of the
# source's but the public ones is installed.
echo '#include <maze.h>' >all.c
gcc -std=c11 -I"$inc" -aux-info aux -fsyntax-only all.c ||
    echo "maze.h does not compile"
grep -F "/* $inc/" aux | sed 's/ *(.*//; s/.* \**//' | sort >hdr
grep -F "/* $inc/" aux | grep -v '^/\*[^*]*\*/ extern ' |
    sed 's/^/declared, not extern: /'
(cd "$inc" && find . -name '*.h' | sed 's|^\./||' | sort) >installed
{ sed -n 's|^#include "\(.*\)"$|\1|p' "$TOP"/src/maze.h; echo maze.h; } |
    sort | comm -3 - installed |
    sed 's/^\t*/installed headers and maze.h'"'"'s differ: /'

# agree NAME FILE: FILE holds the functions of maze(3), no more, no fewer.
agree() {
	comm -23 man "$2" | sed "s/^/in maze(3), not in $1: /"
	comm -13 man "$2" | sed "s/^/in $1, not in maze(3): /"
}
agree libmaze.map map
agree "libmaze.so's exports" so
agree "libmaze.a's globals" ar
agree "the installed headers" hdr
echo "$(wc -l <man) functions: maze(3), libmaze.map, libmaze.so's" \
    "exports (@@MAZE_2.0), libmaze.a's globals and the installed headers"
