# complete-zsh: completions/_maze driven in a real interactive zsh, as a
# user meets it.  zsh's zpty module runs `zsh -f -i` on a pseudo-terminal
# with completions/ first in fpath and compinit run; a line is typed, then
# list-choices (^D, the listing TAB shows) or complete-word (TAB), then ^T,
# which shows the line.  The candidates are read off the listing, each
# marked by list-colors as zsh's own tests read them.  -a offers every
# generator and solver the programs list, -f every format, --heat every
# map, -F every field (the benchmark's after -b in any form getopt takes:
# -b bfs, -bbfs, -Tb bfs), -b a solver after a comma; an option prefix
# completes, and the options offered are those of --help; a file argument
# completes file names, spaces and all.  Without zsh or its zpty module
# the case says so on its expected output, and passes: CI installs zsh
# (.ci/run).
if ! zsh -fc 'zmodload zsh/zpty' >/dev/null 2>&1; then
	cat "$E2E/cases/complete-zsh.out"
	exit 0
fi
# The files to complete, in a directory of their own.
mkdir work
touch work/tiny.maze work/tinted.png "work/my maze.maze"
drv=$(mktemp) && w=$(mktemp) || exit 2
cat >"$drv" <<'EOF'
zmodload zsh/zpty
# No rc file; a terminal wide and high enough that no listing pages or
# asks; the listing's entries marked <LC><code><RC>name<EC>.
zpty z 'cd work && HOME=$PWD TERM=xterm COLUMNS=200 LINES=200 PS1="> " \
    zsh -f -i'
zpty -w z 'unsetopt promptsp promptcr; unset zle_bracketed_paste
fpath=($TOP/completions $fpath); autoload -Uz compinit; compinit -u -D
zmodload zsh/complist; setopt nobeep; LISTMAX=10000
zstyle ":completion:*:default" list-colors no="<NO>" fi="<FI>" \
    di="<DI>" lc="<LC>" rc="<RC>" ec="<EC>"
showbuf() { zle -M "<BUF>$BUFFER</BUF>" }; zle -N showbuf; bindkey "^T" showbuf
bindkey "^D" list-choices; bindkey "^I" complete-word
print $((6 * 7))-ready'
zpty -r z out '*42-ready*'
# list LINE: the candidates ^D lists after LINE, one a line.
list() {
	zpty -w -n z "$1"$'\x04\x14'
	zpty -r z out '*</BUF>*'
	zpty -w -n z $'\x15'
	print -r -- "$out" | grep -o '<LC><[A-Z][A-Z]><RC>[^<]*<EC>' |
	    sed 's/^<LC><..><RC>//; s/<EC>$//; s/  -- .*//; s/ *$//' |
	    grep -v '^--\( .*\)\{0,1\}$' | grep . | sort
}
# tab LINE: the line after a TAB.
tab() {
	zpty -w -n z "$1"$'\t\x14'
	zpty -r z out '*</BUF>*'
	zpty -w -n z $'\x15'
	out=${out##*<BUF>}
	print -r -- "$1<TAB>: [${out%%</BUF>*}]"
}
# same WANT LINE: whether LINE lists the lines of file $W.
same() {
	local got=$(list $1)
	if [[ $got == "$(<$W)" ]]; then
		print -r -- "$1<TAB>: all $(wc -l <$W)"
	else
		print -r -- "$1<TAB>: differs:"
		print -r -- $got | diff $W -
	fi
}
mazegen -a list | awk '{ print $1 }' | sort >$W
same 'mazegen -a '
mazesolve -a list | awk '{ print $1 }' | sort >$W
same 'mazesolve -a '
same 'mazestat -b '
mazerender -f list | sort >$W
same 'mazerender -f '
mazerender --heat list | sort >$W
same 'mazerender --heat '
same 'mazerender --heat='
mazestat -F list | sort >$W
same 'mazestat -F '
same 'mazestat -sb -F '
mazestat -b all -F list | sort >$W
same 'mazestat -b all -F '
# -b in every form getopt takes, and after the word completed.
same 'mazestat -bbfs -F '
same 'mazestat -Tb bfs -F '
if [[ "$(list $'mazestat -F  -b bfs\x02\x02\x02\x02\x02\x02\x02')" == \
    "$(<$W)" ]]; then
	print -r -- "mazestat -F <TAB> -b bfs: all $(wc -l <$W)"
else
	print -r -- "mazestat -F <TAB> -b bfs: differs"
fi
mazestat -f list | sort >$W
same 'mazestat -f '
for l in 'mazegen -a gr' 'mazestat -b bfs,a' 'mazestat -b bfs,d' \
    'mazestat -bbfs,a' 'mazestat -Tb a' 'mazestat -Tbbfs,a' \
    'mazegen --po' 'mazesolve --he' 'mazerender -o ti' 'mazesolve t' \
    'mazestat ' 'mazeplay my'; do
	print -r -- "$l<TAB>:" $(list $l)
done
# Every option of --help, and no other, by another reading of it.
for p in mazegen mazepost mazesolve mazerender mazestat mazeplay; do
	$p --help | grep -o '^  -[^ ]*\(, --[^ ]*\)\{0,1\}' |
	    tr -d , | tr ' ' '\n' | grep . | sort >$W
	same "$p -"
done
tab 'mazegen -a wil'
tab 'mazestat -b bfs,dij'
tab 'mazeplay my'
zpty -d z
EOF
# At most five minutes, should a listing never come: a sanitized run on a
# loaded machine took over one (each listing runs the sanitized programs).
W=$w timeout 300 zsh -f "$drv"
rm -f "$drv" "$w"
