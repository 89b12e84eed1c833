# --offset k: maze j of the stream is maze k+j of the batch, made from seed
# s+k+j, its header line included; a stream after others begins with the
# empty line between it and the maze before, and every reader skips empty
# lines before a maze, so a shard reads on its own as well as joined.
. "$E2E/lib.sh"
mazegen -s 7 -n 4 3 2 >one
t 'mazegen -s 7 --offset 2 -n 2 3 2'
t 'mazegen -s 7 --offset 0 -n 4 3 2 | cmp - one && echo same'
for k in 0 1 2 3; do mazegen -s 7 --offset $k 3 2 >s$k; done
cat s0 s1 s2 s3 | cmp - one && echo "four shards of one maze = one run"
# Empty lines before a maze, and between, are skipped by every reader.
{ echo; echo; cat s1; echo; cat s2; } >gaps
t 'mazesolve gaps | grep -c "^; maze 1$"'
t 'mazepost --end farthest gaps | grep -c "^; maze 1$"'
t 'mazestat -f tsv -F maze,cells gaps'
t 'mazerender -f ascii gaps'
t 'mazerender -f pbm -c 1 -w 1 gaps | grep -ac "^7 5$"'
# The shard maze(5) shows is what mazegen writes, and joins its stream.
awk '/^\.Sh / { ex = $2 == "EXAMPLES" }
    ex && /^\.Bd -literal/ { k++; on = (k == 6); next } /^\.Ed/ { on = 0 } on' \
    "$TOP"/man/maze.5 >man-shard
mazegen -s 1 --offset 1 2 1 | cmp - man-shard &&
    echo "maze(5)'s shard is mazegen -s 1 --offset 1 2 1"
mazegen -s 1 2 1 | cat - man-shard | cmp - "$(mazegen -s 1 -n 2 2 1 >two;
    echo two)" && echo "after mazegen -s 1 2 1 it is mazegen -s 1 -n 2 2 1"
