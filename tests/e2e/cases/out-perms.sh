# -o as a user without privileges (nobody, when the suite runs as root,
# as CI does): a directory that user cannot write is refused and left
# as it was; a file replaced keeps its mode and, where the user belongs
# to it, its group (fchown); a read-only file in a writable directory is
# replaced, as rename(2) allows and the pages say.
. "$E2E"/lib.sh
nobody_dir mazegen mazesolve
nobody_own .
# as 'sh code': run it as that user (lib.sh's $nobody).
as() { $nobody sh -c "$1"; }
as 'mkdir ro && chmod 555 ro'
as 'mazegen -s 1 -o ro/out.maze 3 2'; echo "[exit $?]"
as 'ls -A ro | wc -l'
as 'mazegen 3 2 | mazesolve -o ro/solved.maze'; echo "[exit $?]"
# A group the user is in, other than its own: as root, 4242 (made up:
# numbers do), given to nobody for the run.
if [ -n "$nobody" ]; then
	as 'mazegen -s 2 3 2 >grp.maze && chmod 640 grp.maze'
	g=4242
	chgrp $g grp.maze
	${nobody%--clear-groups}--groups=$g mazegen -s 3 -o grp.maze 3 2
else
	g=$(id -G | tr ' ' '\n' | grep -vx "$(id -g)" | head -1)
	mazegen -s 2 3 2 >grp.maze && chmod 640 grp.maze
	[ -z "$g" ] || { chgrp "$g" grp.maze && mazegen -s 3 -o grp.maze 3 2; }
fi
# (A user in no second group has no group to keep: said kept.)
[ -z "$g" ] || [ "$(stat -c %g grp.maze)" = "$g" ] &&
    echo "replaced: the group kept" || echo "replaced: the group lost"
stat -c 'replaced: mode %a' grp.maze
as 'mazegen -s 4 >locked.maze 3 2 && chmod 444 locked.maze'
as 'mazegen -s 5 -o locked.maze 3 2'; echo "[exit $?]"
as 'grep "^; mazegen" locked.maze; stat -c "mode %a" locked.maze'
