# Text for the terminal: box-drawing walls, half blocks, ANSI colour (shown
# through cat -v), and netpbm images.
. "$E2E"/lib.sh
mazegen -s 8 9 4 | mazesolve -x >m
t 'mazerender -f unicode m'
t 'mazerender -f half m'
t 'mazerender -f unicode "$TOP"/examples/cave.maze'
t 'mazerender -f half "$TOP"/examples/cave.maze'
t 'mazegen -s 8 -n 2 3 1 | mazerender -f unicode'
# Colour: only when asked, or on a terminal without NO_COLOR.
mazegen -s 8 4 2 | mazesolve >c
t 'mazerender -f ascii --color always c | cat -v'
t 'NO_COLOR=1 mazerender -f unicode --color always c | cat -v'
t 'mazerender -f half --color always c | cat -v'
t 'mazerender -f ascii --color auto c'
t 'mazerender -f ascii --color never --heat rainbow c'
t 'mazerender -f ascii --color always --heat viridis c | cat -v | sed -n 4p'
if command -v script >/dev/null; then
	script -qec "mazerender -f ascii c" /dev/null | grep -c "$(printf '\033')" | sed 's/^/escapes on a terminal: /'
	NO_COLOR=1 script -qec "mazerender -f ascii c" /dev/null | grep -c "$(printf '\033')" | sed 's/^/escapes on a terminal with NO_COLOR: /'
fi
t 'mazerender --color sometimes c'
# netpbm: a header, then the pixels; walls black in PBM, luma in PGM.
t 'mazerender -f pbm -c 1 c | od -An -c | head -3'
t 'mazerender -f pgm -c 1 -m 1 c | head -c 15 | od -An -c'
t 'mazegen -s 8 -n 2 4 2 | mazerender -f pbm -c 2 | grep -ac P4'
mazerender -f pgm -c 1 -m 1 c | tail -c +13 | od -An -tu1 -v | tr -s ' ' '\n' | sed '/^$/d' | sort -n | uniq -c | awk '{ printf "%d pixels of grey %d\n", $1, $2 }'
