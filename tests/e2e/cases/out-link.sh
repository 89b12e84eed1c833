# -o writes through a symbolic link to its target, as a shell's > does,
# still complete or not at all (the temporary file beside the target), and
# a file it replaces keeps its mode.
. "$E2E/lib.sh"
mkdir d
echo old >d/real.maze
ln -s d/real.maze link.maze
ln -s real2.maze d/rel.maze
ln -s new.maze dangling.maze
ln -s loop1 loop2 && ln -s loop2 loop1
echo old >private.maze && chmod 600 private.maze
echo old >shared.maze && chmod 664 shared.maze
mazegen -s 1 2 -o link.maze
mazegen -s 1 2 -o d/rel.maze
mazegen -s 1 2 -o dangling.maze
mazegen -s 1 2 -o private.maze
mazegen -s 1 2 | mazerender -f ascii -o shared.maze
for f in link.maze d/rel.maze dangling.maze; do
	printf '%s: %s -> %s\n' "$f" "$(stat -c %F "$f")" "$(readlink "$f")"
done
for f in d/real.maze d/real2.maze new.maze; do
	printf '%s: %s\n' "$f" "$(sed -n 3p "$f")"
done
stat -c '%a %n' private.maze shared.maze
t 'mazegen -s 1 2 -o loop1'
find . -name '.*' -type f | grep . || echo "no temporary file left"
