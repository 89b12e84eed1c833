# --offset takes a whole number from 0 to 2^64-1 in every program; a bad
# one, or one no maze's number or seed can follow, exits 2 with one line,
# before any output.  mazegen's, and mazepost's where it draws on the
# seed, needs -s, or each shard would draw a seed of its own.
. "$E2E/lib.sh"
mazegen -s 1 -n 2 3 >m
for p in mazegen mazepost mazesolve mazerender mazestat; do
	for k in -1 x '' 1.5 18446744073709551616; do
		$p --offset "$k" -s 1 3 m >out 2>err </dev/null
		echo "$p --offset '$k': exit $?, $(wc -c <out) bytes out: $(cat err)"
	done
done
t 'mazegen --offset 3 4'
# 0 is the default: unseeded, a stream with nothing before it is fine.
t 'mazegen --offset 0 4 | head -1'
t 'mazegen -s 18446744073709551610 --offset 5 -n 2 4'
t 'mazegen -s 18446744073709551610 --offset 18446744073709551615 4'
t 'mazegen -s 18446744073709551610 --offset 5 4 | sed -n 4p'
t 'mazepost --offset 3 --braid 0.5 m'
t 'mazepost --offset 0 --braid 0.5 m | grep -c "^; maze "'
t 'mazepost --offset 18446744073709551615 -s 1 --braid 0.5 m'
t 'mazestat -P --offset 18446744073709551615 m'
t 'mazerender -f ascii --offset 18446744073709551615 m | wc -l'
t 'mazerender --offset 18446744073709551615 -o f%d.png m; echo $?; ls | grep -c png'
t 'mazesolve --offset 18446744073709551615 m | grep -c "^; maze 1"'
