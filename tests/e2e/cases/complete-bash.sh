# complete-bash: completions/maze.bash driven in a real bash, as bash
# drives it at a TAB: COMP_WORDS and COMP_CWORD set, _maze called,
# COMPREPLY read.  -a offers every generator and solver the programs list,
# -f every format, --heat every map, -F every field (the benchmark's with
# -b in any form getopt takes: -b bfs, -bbfs, -Tb bfs); an option prefix
# completes, and an option's value joined to it; a file argument
# completes file names, a name with a space as one candidate.  And the
# options offered are every option of each program's --help, so that an
# option added to a program is completed with nothing to change here.
touch tiny.maze tinted.png other.txt
w=$(mktemp) || exit 2
W=$w bash -c '
. "$TOP"/completions/maze.bash
c() {
	COMP_WORDS=("$@")
	COMP_CWORD=$(($# - 1))
	COMP_LINE="$*"
	COMP_POINT=${#COMP_LINE}
	COMPREPLY=()
	_maze
	printf "%s\n" "${COMPREPLY[@]}" | sort
}
# The options of each program read once, here, not in every subshell.
for p in mazegen mazepost mazesolve mazerender mazestat; do
	COMP_WORDS=($p -)
	COMP_CWORD=1
	_maze
done
same() {
	if [ "$(c "$@")" = "$(cat "$W")" ]; then
		echo "$*<TAB>: all $(wc -l <"$W")"
	else
		echo "$*<TAB>: differs:"
		diff "$W" <(c "$@")
	fi
}
mazegen -a list | awk "{ print \$1 }" | sort >"$W"
same mazegen -a ""
mazesolve -a list | awk "{ print \$1 }" | sort >"$W"
same mazesolve -a ""
same mazestat -b ""
mazerender -f list | sort >"$W"
same mazerender -f ""
mazerender --heat list | sort >"$W"
same mazerender --heat ""
same mazerender --heat = ""
mazestat -F list | sort >"$W"
same mazestat -F ""
same mazestat -sb -F ""
mazestat -b all -F list | sort >"$W"
same mazestat -b all -F ""
# -b in every form getopt takes, and after the word completed.
same mazestat -bbfs -F ""
same mazestat -Tb bfs -F ""
same mazestat -b = bfs -F ""
COMP_WORDS=(mazestat -F "" -b bfs)
COMP_CWORD=2
COMPREPLY=()
_maze
if [ "$(printf "%s\n" "${COMPREPLY[@]}" | sort)" = "$(cat "$W")" ]; then
	echo "mazestat -F <TAB> -b bfs: all $(wc -l <"$W")"
else
	echo "mazestat -F <TAB> -b bfs: differs"
fi
mazestat -f list | sort >"$W"
same mazestat -f ""
echo "mazegen -a gr<TAB>:" $(c mazegen -a gr)
echo "mazestat -b bfs,a<TAB>:" $(c mazestat -b bfs,a)
echo "mazestat -bbfs,a<TAB>:" $(c mazestat -bbfs,a)
echo "mazestat -Tb a<TAB>:" $(c mazestat -Tb a)
echo "mazestat -Tbbfs,a<TAB>:" $(c mazestat -Tbbfs,a)
echo "mazegen --po<TAB>:" $(c mazegen --po)
echo "mazesolve --he<TAB>:" $(c mazesolve --he)
echo "mazerender -o ti<TAB>:" $(c mazerender -o ti)
echo "mazesolve t<TAB>:" $(c mazesolve t)
echo "mazestat <TAB>:" $(c mazestat "")
echo "mazegen 10<TAB>:" $(c mazegen 10)
# A name with a space is one candidate, not two words.
touch "my maze.maze"
b() {
	printf "%s<TAB>:" "$*"
	c "$@" | sed "s/.*/ [&]/" | tr -d "\n"
	echo
}
b mazeplay my
b mazegen -o my
b mazerender -o my
# Every option of --help, and no other, by another reading of it.
for p in mazegen mazepost mazesolve mazerender mazestat; do
	$p --help | grep -o "^  -[^ ]*\(, --[^ ]*\)\{0,1\}" |
	    tr -d "," | tr " " "\n" | grep . | sort >"$W"
	same $p -
done
'
rm -f "$w"
