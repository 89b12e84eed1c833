# mazegen --mask: a maze in an outline.  A text mask, '#' outside; its
# header's grid line and provenance; S above the first cell inside and E
# below the last; scaled to a size given; levels, and one mask for every
# level; the largest part kept; --root on a mask; the same seed the same
# bytes.
. "$E2E"/lib.sh
printf '##....##\n#......#\n........\n##.##.##\n' >ring.txt
printf '; a mask drawn with CRLF line ends\r\n.#.\r\n...\r\n' >crlf.txt
printf '; level 0\n..#\n.##\n; level 1\n#..\n#.#\n' >levels.txt
printf '..#.\n###.\n..#.\n' >parts.txt
t 'mazegen -s 1 --mask ring.txt'
t 'mazegen -a wilson -s 2 --mask ring.txt | sed -n 4p'
t 'mazegen -a kruskal -s 3 --mask crlf.txt'
t 'mazegen -s 1 --mask crlf.txt 6 4'
t 'mazegen -a prim -s 4 --mask levels.txt'
t 'mazegen -a growth -s 5 --mask crlf.txt 3 2 2'
t 'mazegen -a hunt-and-kill -s 6 --mask parts.txt --mask-parts largest'
t 'mazegen -a bfs-tree -s 1 --mask ring.txt --root center'
t 'mazegen -a dfs-tree -s 1 --mask ring.txt --root corner | sed -n 4p'
t 'mazegen -a corridor --mask ring.txt --root 2,0 -s 1 | sed -n 4p'
# Each generator: the same bytes again, to -o, and as the last of its
# frames, whose rows are the maze's.
for a in backtracker kruskal prim growth dfs-growth bfs-tree dfs-tree \
    growing-tree wilson aldous-broder hunt-and-kill corridor; do
	mazegen -a $a -s 9 --mask ring.txt >a1 &&
	mazegen -a $a -s 9 --mask ring.txt -o a2 &&
	mazegen -a $a -s 9 --mask ring.txt >a3 &&
	mazegen -a $a -s 9 --mask ring.txt --frames 5 | tail -n 9 >f1 &&
	tail -n 9 a1 >f2 &&
	cmp -s a1 a2 && cmp -s a1 a3 && cmp -s f1 f2 &&
	    echo "$a: the same bytes" || echo "$a: differs"
done
# The header line records the mask's name so that the line, run by sh,
# makes the same bytes: a name a shell would split, expand or end is
# quoted ('\'' for a '), one that needs nothing is left as it is.
for f in "my mask's.txt" 'a $b `c` \d*?.txt' "-ring;'x'|&.txt" ring-2.txt; do
	cp -- parts.txt "$f"
	mazegen -a wilson -s 7 --mask "$f" --mask-parts largest >q1
	sed -n 4p q1
	sh -c "$(sed -n 's/^; //p' q1 | grep ^mazegen)" >q2 &&
	    cmp -s q1 q2 && echo "  the same bytes" || echo "  differs"
done
