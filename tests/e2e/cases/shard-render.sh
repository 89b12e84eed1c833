# mazerender --offset k: -o's %d numbers a shard's pictures from k+1, so
# that shards drawn apart make the files of one run, byte for byte; text
# after others begins with the empty line between mazes, so that shards
# joined by cat are one run's text; netpbm images need nothing between.
mazegen -s 3 -n 5 4 3 | mazepost --end farthest | mazesolve >one.maze
mkdir one shards
mazerender -o one/f%d.png one.maze
mazegen -s 3 -n 2 4 3 | mazepost --end farthest | mazesolve |
    mazerender -o shards/f%d.png
mazegen -s 3 --offset 2 -n 3 4 3 | mazepost --end farthest | mazesolve |
    mazerender --offset 2 -o shards/f%d.png
ls shards
for f in one/*; do cmp "$f" shards/"${f#one/}" || echo "$f differs"; done
mazegen -s 3 --offset 2 4 3 | mazerender --offset 2 -f svg -o f%d.svg
mazegen -s 3 --offset 999999 4 3 | mazerender --offset 999999 -c 2 -o p%d.png
ls f*.svg p*.png
for f in ascii unicode half pgm; do
	mazerender -f $f --color always one.maze >one.$f
	for k in 0 1 2 3 4; do
		mazegen -s 3 --offset $k 4 3 | mazepost --end farthest |
		    mazesolve | mazerender -f $f --color always --offset $k
	done | cmp - one.$f && echo "-f $f: five shards = one run"
done
