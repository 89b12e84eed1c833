# maze(3) is clean by mandoc's linter, and the program of its EXAMPLES is
# examples/solve.c, which libmaze.sh builds and runs.
mandoc -T lint -W warning "$TOP"/man/maze.3 && echo "maze.3: lint clean"
sed -n '/^\.Sh EXAMPLES/,/^\.Sh /p' "$TOP"/man/maze.3 |
    sed -n '/^\.Bd -literal/,/^\.Ed/p' | sed '1d;$d' | sed 's/\\e/\\/g' |
    cmp - "$TOP"/examples/solve.c &&
    echo "maze.3: its EXAMPLES program is examples/solve.c"
# Every function its SYNOPSIS declares is declared so in the headers.
mandoc -T ascii "$TOP"/man/maze.3 | col -bx |
    sed -n '/^SYNOPSIS/,/^DESCRIPTION/p' | sed '1,3d;$d' |
    awk 'BEGIN { RS = ""; ORS = "\n" } { gsub(/\n */, " "); print }' >decls
while IFS= read -r d; do
	printf '#include <maze.h>\n%s\n' "$d" | ${CC:-cc} -std=c11 -Werror \
	    -I"$TOP"/src -fsyntax-only -x c - ||
	    echo "maze.3 declares, not as the headers do: $d"
done <decls
echo "maze.3: $(grep -c . decls) declarations of its SYNOPSIS," \
    "as the headers have them"
