# Every algorithm -a list names has its entry in the man page's list
# (".It Cm name"), so that a new row in a table cannot go undocumented.
for p in mazegen mazesolve; do
	for a in $($p -a list | cut -d' ' -f1); do
		grep -q "^\.It Cm $a\( \|$\)" "$TOP/man/$p.1" ||
		    echo "$p.1: no entry for -a $a"
	done
	echo "$p: $($p -a list | wc -l) algorithms, each in $p.1"
done
