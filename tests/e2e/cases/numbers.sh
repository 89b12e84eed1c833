# One number parser for every option: decimal digits, nothing else (no hex,
# exponent or sign); and no seed of a stream wraps past 2^64 - 1.
. "$E2E/lib.sh"
mazegen -s 1 4 >m
for w in 0x10 1e3 -0 1000.5 2.5; do
	t "mazesolve -a astar --weight $w m >/dev/null"
done
t 'mazegen -n 2 -s 18446744073709551614 2 | grep "^; mazegen"'
t 'mazegen -n 2 -s 18446744073709551615 2'
t 'mazegen -n 3 -s 0x10 2'
mazegen -n 2 -s 1 2 >two
t 'mazepost -s 18446744073709551615 --cycles 1 two >/dev/null'
t 'mazestat -b bfs -s 18446744073709551615 -P -T -f tsv two'
