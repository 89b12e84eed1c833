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
# Each option's argument is spelled alike in the SYNOPSIS, in --help's
# list and in the page's list of options, wherever each has it: a point
# is x,y[,z] everywhere a z may be given.
for p in mazegen mazepost mazeplay mazerender mazesolve mazestat; do
	page=$(mandoc -T ascii "$TOP"/man/$p.1 | col -bx)
	printf '%s\n' "$page" | sed -n '/^SYNOPSIS/,/^DESCRIPTION/p' |
	    tr -s ' \n' '  ' |
	    grep -o '\[--*[a-zA-Z][-a-z]* [^] []*\(\[[^]]*\]\)*\]' |
	    sed 's/^\[//; s/\]$//' >args
	bad=0
	while read -r opt arg; do
		# --help: "  -o file ...", "  -h, --help", "  --from x,y[,z]".
		h=$($p --help | sed -n "s/^  \(-[a-zA-Z], \)\{0,1\}$opt \([^ ]*\).*/\2/p")
		# OPTIONS: the tag of its item, "     --from x,y[,z]", alone
		# on its line or before the text two spaces on, not prose.
		m=$(printf '%s\n' "$page" |
		    sed -n "s/^     $opt \([^ ]*\)\(  .*\)\{0,1\}$/\1/p" |
		    head -1)
		for got in "$h" "$m"; do
			[ -z "$got" ] || [ "$got" = "$arg" ] || {
				echo "$p: $opt $arg in SYNOPSIS, $opt $got elsewhere"
				bad=1
			}
		done
	done <args
	if [ $bad = 0 ]; then
		echo "$p: $(wc -l <args | tr -d ' ') option arguments, each" \
		    "alike in SYNOPSIS, --help and OPTIONS"
	fi
done
