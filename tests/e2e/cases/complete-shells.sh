# complete-shells: the zsh and fish completions load, and give what the
# programs list.  zsh: the file parses (zsh -n), and the _arguments
# specifications it makes from --help name every option, the values
# action of -a and the files of -o (complete-zsh completes with them).
# fish: the file parses (fish -n), and fish's own `complete -C` completes
# -a, -f, --heat, an option prefix, a file, and -F with the benchmark's
# fields after -bbfs or -Tb bfs, but not after -sb (a seed).  CI installs
# both shells (.ci/run); where one is missing its checks are passed over,
# their lines printed as if they had passed, so that the case fails only
# on a wrong completion.
C=$TOP/completions
touch tiny.maze
if command -v zsh >/dev/null; then
	zsh -n "$C"/_maze || echo "zsh -n: fails"
	for p in mazegen mazesolve mazerender; do
		zsh -c '_arguments() { print -rl -- "$@" }
		    words=('$p'); source "$1"' zsh "$C"/_maze >specs ||
		    echo "zsh: $p: fails"
		m=$($p --help | grep -o "^  -[^ ]*\(, --[^ ]*\)\{0,1\}" |
		    tr -d , | wc -w)
		[ "$(grep -c '^-[^[]*\[' specs)" = "$m" ] ||
		    echo "zsh: $p: $(grep -c '^-[^[]*\[' specs) options, --help has $m"
		grep -q '^-a+\[.*\]:algo:{_maze_values -a algo}$' specs ||
		    [ $p = mazerender ] || echo "zsh: $p: no -a values"
		grep -q '^-o+\[.*\]:file:_files$' specs ||
		    echo "zsh: $p: -o is not files"
	done
	rm -f specs
fi
echo "zsh: _maze loads, and its options are --help's"
if command -v fish >/dev/null; then
	fish -n "$C"/maze.fish || echo "fish -n: fails"
	fish -c 'source $argv[1]
	    complete -C "mazegen -a " | string replace -r "\t.*" ""
	    complete -C "mazerender -f " | string replace -r "\t.*" ""
	    complete -C "mazerender --heat=" | string replace -r "\t.*" ""
	    complete -C "mazegen --pol" | string replace -r "\t.*" ""
	    complete -C "mazesolve -o tin" | string replace -r "\t.*" ""
	    for l in "mazestat -bbfs -F " "mazestat -Tb bfs -F " \
	        "mazestat -sb -F "
	        complete -C $l | string replace -r "\t.*" "" | sort
	    end' "$C"/maze.fish >got
	{
		mazegen -a list | awk '{ print $1 }' | sort
		mazerender -f list | sort
		mazerender --heat list | sed 's/^/--heat=/' | sort
		echo --policy
		echo tiny.maze
		mazestat -b all -F list | sort
		mazestat -b all -F list | sort
		mazestat -F list | sort
	} >want
	cmp -s want got || { echo "fish: differs:"; diff want got; }
	rm -f want got
fi
echo "fish: maze.fish loads, and completes what the programs list"
