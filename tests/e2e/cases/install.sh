# install: `make install DESTDIR=...` puts each part where it goes: the
# programs, the pages of sections 1, 3 and 5, libmaze (its archive, its
# shared library and that library's links), its headers and maze.pc, and,
# where the tree has completions/, a completion of every program for bash,
# zsh and fish (checked, not listed, so that this file is the same either
# way); `make uninstall` leaves no file and no link behind.
build=$(dirname "$TOOLS")
here=$PWD
root=$here/root
make -s -C "$TOP" B="$build" DESTDIR="$root" PREFIX=/usr/local install \
    >log 2>&1 || { echo "make install failed:"; cat log; }
cd "$root/usr/local" || exit 2

# part DIR...: the files and links under DIR..., a link with its target.
part() {
	find "$@" ! -type d -printf '  %p -> %l\n' | sed 's/ -> $//' | sort
}
echo "programs:"
part bin
echo "pages:"
part share/man
echo "library:"
part lib ! -path 'lib/pkgconfig*'
echo "headers:"
part include
echo "pkg-config:"
part lib/pkgconfig

# Modes: programs 755, every other file 644; no private header.
find bin -type f ! -perm 755 -printf '%p: mode %m, not 755\n'
find include lib share -type f ! -perm 644 -printf '%p: mode %m, not 644\n'
find include -name '*priv.h' -printf '%p: a private header\n'

# Completions, when the tree has them: some file of each shell's names
# every program.
if [ -d "$TOP/completions" ]; then
	for sh in bash-completion zsh fish; do
		files=$(find "$root" -type f -path "*/$sh/*")
		[ -n "$files" ] || { echo "no completion for $sh"; continue; }
		for p in mazegen mazepost mazerender mazesolve mazestat; do
			grep -q "$p" $files ||
			    echo "no $sh completion names $p"
		done
	done
fi

cd "$here" || exit 2
make -s -C "$TOP" B="$build" DESTDIR="$root" PREFIX=/usr/local uninstall \
    >log 2>&1 || { echo "make uninstall failed:"; cat log; }
echo "left after uninstall:"
(cd "$root" && find . ! -type d)
