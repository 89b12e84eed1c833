# Every line of -f json is a JSON value: a solution whose marks are not
# one route is the string "broken", not a bare word; a figure without a
# value is null.  Mazes solved, unsolved and broken, per maze and summed,
# and the benchmark's records.
. "$E2E"/lib.sh
printf 'S++ #\n ## #\n #  E\n' >broken.maze
mazegen -s 3 12 6 >unsolved.maze
mazesolve unsolved.maze >solved.maze
printf '#####\n# # #\n#####\n' >apart.maze
# Each line through a JSON parser: "valid", or the parser's complaint.
cat >json <<'P'
python3 -c 'import json, sys
for l in sys.stdin:
    json.loads(l)
print("valid")' 2>&1 | tail -1
P
chmod +x json
PATH=$PWD:$PATH
t 'mazestat -f json broken.maze'
t 'mazestat -f json -F solution,route,dist_hist broken.maze solved.maze unsolved.maze apart.maze'
for a in '' -S '-b bfs' '-b all -T -S' '-b all -T -P' \
    '-b bfs -F solver,solved,efficiency_mean'; do
	t "mazestat -f json $a broken.maze solved.maze unsolved.maze | json"
done
t 'mazestat -f json broken.maze solved.maze unsolved.maze apart.maze | json'
