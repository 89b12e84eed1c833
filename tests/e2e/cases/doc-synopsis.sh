# --help and usage messages begin with the man page's SYNOPSIS, word for
# word.
for p in mazegen mazepost mazeplay mazerender mazesolve mazestat; do
	man=$(mandoc -T ascii "$TOP"/man/$p.1 | col -bx |
	    sed -n '/^SYNOPSIS/,/^DESCRIPTION/p' | sed '1d;$d' | tr -s ' \n' '  ' |
	    sed 's/^ *//; s/ *$//')
	help=$($p --help | sed '/^$/q' | sed 's/^usage: //' | tr -s ' \n' '  ' |
	    sed 's/^ *//; s/ *$//')
	usage=$($p --no-such-option 2>&1 | sed 1d | sed 's/^usage: //' |
	    tr -s ' \n' '  ' | sed 's/^ *//; s/ *$//')
	if [ "$man" = "$help" ] && [ "$man" = "$usage" ]; then
		echo "$p: SYNOPSIS = --help = usage"
	else
		printf '%s:\n  man:   %s\n  help:  %s\n  usage: %s\n' "$p" "$man" "$help" "$usage"
	fi
done
# Every line of the usage and of --help fits 80 columns.
for p in mazegen mazepost mazeplay mazerender mazesolve mazestat; do
	{ $p --help; $p --no-such-option 2>&1; } |
	    awk -v p=$p 'length($0) > 79 { print p ": over 79 columns: " $0 }'
done
