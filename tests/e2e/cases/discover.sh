# What a new user tries to find things out: every list that -a list has a
# sibling for (-f list, --heat list), aliases in -a list, colours and keys
# in any case and a list of them when a name is unknown; and one meaning
# for depth-first in mazegen, the one dfs has (the backtracker).
. "$E2E/lib.sh"
mazegen -s 1 3 >m
t 'mazerender -f list'
t 'mazerender --heat list'
t 'mazegen -a list | grep -e "^backtracker" -e "^dfs-tree"'
t 'mazesolve -a list | grep "^dfs"'
mazegen -a dfs -s 1 6 | grep -v '^;' >a
mazegen -a depth-first -s 1 6 | grep -v '^;' >b
cmp a b && echo "mazegen -a depth-first is mazegen -a dfs"
t 'mazerender -C WALL=Navy -C Start=RED -f ascii --color always m | head -1 | od -An -c | head -1'
t 'mazerender -C wall=chartreuse m'
