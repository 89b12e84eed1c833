# A PNG's rows of blocks are drawn on one thread and compressed on a
# second.  Where no second thread can be had (here its stack, 64 MiB, does
# not fit the address space allowed) one thread does both, and writes the
# same bytes: plain and solved mazes taller than the ring of rows between
# the threads, with margins, block and wall sizes, levels of compression;
# from a file and from a pipe.  Bad input half way ends both the same way.
# (Under the sanitizers, which need the address space, both runs have
# their second thread.)
if nm "$(command -v mazegen)" 2>/dev/null | grep -q __asan_init; then
	one=
else
	one='ulimit -s 65536; ulimit -v 40000;'
fi
mazegen -s 4 90 70 >plain
mazepost --end farthest plain | mazesolve >solved
{ head -80 solved; echo '#   x  #'; tail -n +82 solved; } >bad
for f in plain solved; do
	for o in "" "-c 1" "-c 3 -m 2" "-c 4 -w 1 -m 0" "--compression 1" \
	    "--compression 9 -c 2" "-C wall=#336699 -c 2"; do
		mazerender $o -o two.png $f
		sh -c "$one mazerender $o -o one.png $f"
		cmp -s one.png two.png && r=same || r=DIFFERENT
		echo "$f ${o:-(no options)}: $r"
	done
done
mazerender -c 2 <solved >two.png
sh -c "$one mazerender -c 2" <solved >one.png
cmp -s one.png two.png && echo "from a pipe: same" || echo "from a pipe: DIFFERENT"
rm one.png two.png
mazerender -o two.png bad 2>two.err
echo "exit $?"
sh -c "$one mazerender -o one.png bad" 2>one.err
echo "exit $?"
cat two.err
cmp one.err two.err && echo "the same message"
ls
