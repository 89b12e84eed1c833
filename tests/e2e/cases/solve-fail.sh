# Failure is loud and bounded for every solver: no path is exit 1 and a
# message, the maze written back unsolved; the wall follower that goes
# round an island says so.
. "$E2E"/lib.sh
cp "$DATA"/nopath.maze "$DATA"/island.maze .
for a in $(mazesolve -a list | awk '{ print $1 }'); do
	mazesolve -a $a -s 1 nopath.maze >out 2>err
	echo "$a: exit $?, $(cat err)"
	sed '/^; maze /d; /^; size /d; /^; mazesolve -a /d' out |
	    cmp -s - nopath.maze && echo "  written back unsolved"
done
t 'mazesolve -a wall-follower island.maze | sed 1,3d'
t 'mazesolve -a wall-follower --hand left island.maze >/dev/null'
t 'mazesolve -a tremaux island.maze >/dev/null'
