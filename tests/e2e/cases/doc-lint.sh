# Every man page is clean by mandoc's linter, style messages included (a
# text line over 80 bytes is one), but for the pages cross-referenced that
# this machine has not installed, which say nothing of ours; the pages of
# the toolkit that an .Xr names are checked here instead: each is in man/.
cd "$TOP"/man && mandoc -T lint -W style *.1 *.3 *.5 2>/dev/null |
    grep -v ': STYLE: referenced manual not found: '
ls *.1 *.3 *.5
sed -n 's/^\.Xr \(maze[a-z]*\) \([0-9]\).*/\1.\2/p' *.1 *.3 *.5 | sort -u |
    while read -r page; do
	[ -f "$page" ] || echo "an .Xr names $page, which is not in man/"
done
