# A stream that mixes flat mazes and mazes of several levels prints the
# same columns for every maze, so that a script can read them by
# position: the default's, or those -F names (a flat maze has 1 level and
# no passage between levels).  The summary's rows are the default's too,
# and -F all adds the levels'.
. "$E2E"/lib.sh
for f in foreign 3d-stat-perfect parts 3d-stat-blocks 3d-stat-loops; do
	cat "$DATA"/$f.maze
	echo
done >mixed.maze
t 'mazestat -f tsv mixed.maze | awk -F "\t" "{ print NF }" | uniq -c'
t 'mazestat -f json mixed.maze | awk -F , "{ print NF }" | uniq -c'
t 'mazestat mixed.maze'
t 'mazestat -f tsv -F maze,kind,width,height,levels,cells,junc5,junc6,zpass,perfect mixed.maze'
t 'mazestat -S mixed.maze | sed -n "1p; /^levels/p; \$p"'
t 'mazestat -S -F all mixed.maze | tail -6'
t 'mazestat -S -F levels,cells,zpass,loops mixed.maze'
