# The loop options, --diameter and --border through the program: what the
# header records, determinism under -s, streams, and what is refused.
. "$E2E"/lib.sh
mazegen -s 2 8 4 >m
mazegen -s 5 -n 3 6 3 >stream
cp "$DATA"/rooms.maze .
t 'mazepost -s 3 --cycles 3 m'
t 'mazepost -s 3 --braid 1 m | mazerender -f ascii'
t 'mazepost -s 3 --sparse 1 m | mazestat'
t 'mazepost -s 3 --remove-walls 0.25 m | mazestat'
# A cell maze's walls are taken sixteen cells at a time: at widths about
# a multiple of sixteen, every wall between cells goes, the outer stays.
for w in 15 16 17 32; do mazegen -s 1 $w 2 >w$w; done
t 'for w in 15 16 17 32; do mazepost -s 1 --remove-walls 1 w$w | grep -v "^;"; done'
t 'mazepost --start nw --end farthest --near 7 m | mazesolve | mazerender -f ascii'
t 'mazepost --start nw --end farthest --near 7 --keep-solution m | mazesolve | mazerender -f ascii'
t 'mazepost --diameter m | mazesolve | mazerender -f ascii'
t 'mazepost --start sw --end ne --border m | mazerender -f ascii'
# E already in the opening S would take: S opens on the next side; with
# no other side, an error (once, S took E's place).
t 'mazepost --start sw --end se --border m | mazepost --start se --border | mazerender -f ascii'
t 'printf "###E###\\n#     #\\n# ### #\\n#     #\\n#######\\n" | mazepost --start 1,0 --border'
# A dead end whose one way out holds S keeps it (once, --sparse walled S
# in and the maze lost it): on the cells, and (a weight) on the blocks.
t 'printf "#######\\n# S  E#\\n#######\\n" | mazepost -s 1 --sparse 1'
t 'printf "#######\\n# S 1E#\\n#######\\n" | mazepost -s 1 --sparse 1 | sed 1,3d'
# Every option in the header, in the order they apply, the seed first.
t 'mazepost -s 4 --remove-walls .1 --braid 0.5 --keep-solution --cycles 2 --near 3 --sparse 0 --border --end se --start nw m | sed -n 4p'
t 'mazepost --diameter --near 3 m | sed -n 4p'
# The same seed, the same bytes; another seed, others.
t 'mazepost -s 8 --braid 0.5 --cycles 2 m >a; mazepost -s 8 --braid 0.5 --cycles 2 m | cmp - a && echo same'
t 'mazepost -s 9 --braid 0.5 --cycles 2 m | cmp -s - a || echo differs'
# A stream: maze i uses seed + i, and each counts its own loops.
t 'mazepost -s 1 --cycles 2 stream | mazestat'
t 'mazepost -s 1 --cycles 2 stream | grep "^; mazepost"'
# Refused.
t 'mazepost --cycles 100 m'
t 'mazepost -s 1 --cycles 2 --keep-solution --start nw --end ne m | mazesolve | mazestat'
t 'mazepost --braid 1.5 m'
t 'mazepost --braid -1 m'
t 'mazepost --sparse half m'
t 'mazepost --remove-walls "" m'
t 'mazepost --near -7 m'
t 'mazepost --cycles 1e3 m'
t 'mazepost --keep-solution m'
t 'mazepost --diameter --end se m'
t 'mazepost --start center --border m'
t 'mazepost --braid 1 rooms.maze'
t 'mazegen -s 1 3 3 | mazepost --near 7 --start nw | mazepost --near 3 --keep-solution --end farthest | mazestat'
printf '#####\n#   #\n#####\n' >no-s.maze
t 'mazepost --near 7 no-s.maze'
t 'mazepost --cycles 1 --keep-solution no-s.maze'
