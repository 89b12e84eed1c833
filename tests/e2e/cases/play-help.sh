# mazeplay's --help and usage begin with its man page's SYNOPSIS, word
# for word, and fit 80 columns; -V.
. "$E2E"/lib.sh
man=$(mandoc -T ascii "$TOP"/man/mazeplay.1 | col -bx |
    sed -n '/^SYNOPSIS/,/^DESCRIPTION/p' | sed '1d;$d' | tr -s ' \n' '  ' |
    sed 's/^ *//; s/ *$//')
help=$(mazeplay --help | sed '/^$/q' | sed 's/^usage: //' |
    tr -s ' \n' '  ' | sed 's/^ *//; s/ *$//')
usage=$(mazeplay --no-such-option 2>&1 | sed 1d | sed 's/^usage: //' |
    tr -s ' \n' '  ' | sed 's/^ *//; s/ *$//')
[ "$man" = "$help" ] && [ "$man" = "$usage" ] &&
    echo "mazeplay: SYNOPSIS = --help = usage"
{ mazeplay --help; mazeplay --no-such-option 2>&1; } |
    awk 'length($0) > 79 { print "over 79 columns: " $0 }'
t 'mazeplay --help'
t 'mazeplay -V'
