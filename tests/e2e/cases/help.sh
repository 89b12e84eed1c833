# --help, -V and -a list of every program.
. "$E2E"/lib.sh
for p in mazegen mazesolve mazepost mazerender mazestat mazeplay; do
	t "$p --help"
	t "$p -h | head -1"
	t "$p -V"
done
t 'mazegen -a list'
t 'mazesolve -a list'
