# Every command in the EXAMPLES of every man page runs and succeeds, as
# written, from the top of the source tree: the .Dl lines of that section,
# run in a directory laid out like it (examples/ in it, as in the tree and
# as installed under share/doc/maze), so that the pictures they write do not
# land in the tree.  A command that draws on the terminal (--play) runs in
# a pseudo-terminal, as script(1) gives it.
mkdir examples && cp -R "$TOP"/examples/. examples/
for page in "$TOP"/man/*.[15]; do
	sed -n '/^\.Sh EXAMPLES/,/^\.Sh /p' "$page" | sed -n 's/^\.Dl //p' |
	    sed "s/\\\\&//g; s/\\\\-/-/g; s/\\\\(aq/'/g; s/\\\\e/\\\\/g" >cmds
	while IFS= read -r cmd; do
		# A film for a terminal plays in a pseudo-terminal.
		case $cmd in
		*--play*)	set -- script -qec "$cmd" /dev/null ;;
		*)		set -- sh -c "$cmd" ;;
		esac
		if "$@" >/dev/null 2>err </dev/null; then
			echo "ok   ${page##*/}: $cmd"
		else
			echo "FAIL ${page##*/}: $cmd"
			cat err
		fi
	done <cmds
done
