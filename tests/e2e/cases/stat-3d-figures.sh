# The figures of small mazes of several levels, counted by hand (the
# unit tests count the same mazes' kinds again, independently):
# - 3d-stat-perfect.maze, 3x2x2 cells: 11 passages for 12 cells, 5 across,
#   3 down and 3 between the levels, so a tree; dead ends at cells 0,0,0,
#   2,0,0 and 0,1,0, one junction at 1,0,1.  S to E is 10 steps through 5
#   cells.
# - 3d-stat-solved.maze, the same solved: the marked route is 10 steps too.
# - 3d-stat-loops.maze, 3x3x3 cells: 13 + 9 + 11 = 33 passages, so
#   33 - 27 + 1 = 7 loops; cell 1,1,1 has 6 neighbours, 1,1,0 five.
# - 3d-stat-blocks.maze, not a cell maze: 18 open blocks, 7 + 6 + 6 = 19
#   pairs, 2 parts (the block at 4,0,2 alone): 19 - 18 + 2 = 3 loops.
# The default columns are a flat maze's: width and height of one level,
# cells of every level.  The figures of levels come by name, or with
# -F all after the others, as -F list lists them.
. "$E2E"/lib.sh
cat >json <<'P'
python3 -c 'import json, sys
n = 0
for l in sys.stdin:
    r = json.loads(l)
    n += 1
print("valid,", n, "records")' 2>&1 | tail -1
P
chmod +x json
PATH=$PWD:$PATH
cp "$DATA"/3d-stat-perfect.maze perfect.maze
cp "$DATA"/3d-stat-solved.maze solved.maze
cp "$DATA"/3d-stat-loops.maze loops.maze
cp "$DATA"/3d-stat-blocks.maze blocks.maze
F='perfect.maze solved.maze loops.maze blocks.maze'
t "mazestat $F"
t "mazestat -f tsv $F"
t "mazestat -F maze,width,height,levels,bwidth,bheight,blevels,cells,junc3,junc4,junc5,junc6 $F"
t "mazestat -F maze,hpass,vpass,zpass,loops,longest,straights,turns,isolated $F"
t "mazestat -F all $F"
t "mazestat -f tsv -F all $F"
t "mazestat -f json -F all $F"
t "mazestat -f json -F all $F | json"
t "mazestat -f json $F | json"
# The kinds of node add up to the cells, and the passages less the cells
# plus the parts are the loops, in every level.
t "mazestat -f tsv -F cells,isolated,dead_ends,straights,turns,junc3,junc4,junc5,junc6,hpass,vpass,zpass,parts,loops $F | awk 'NR > 1 { print (\$2+\$3+\$4+\$5+\$6+\$7+\$8+\$9 == \$1), (\$10+\$11+\$12-\$1+\$13 == \$14) }'"
t 'mazestat -F list | wc -l'
t 'mazestat -F list | tail -5'
t 'mazestat -F maze,all perfect.maze'
t 'mazestat -F zpass,nope perfect.maze'
