# The Makefile: a build keeps its objects (so that `make demo` then `make`
# builds nothing twice), and `make install` puts programs, pages and the
# examples where they go, with their modes; `make uninstall` takes every
# one of them away again.
build=$(dirname "$TOOLS")
root=$PWD/root
for o in mazegen mazepost mazesolve mazestat mazerender; do
	[ -f "$build/src/$o.o" ] || echo "$o.o was deleted"
done
make -s -q -C "$TOP" B="$build" all || echo "make all is not up to date"
make -s -C "$TOP" B="$build" DESTDIR="$root" install >/dev/null 2>&1 ||
    echo "make install failed"
(cd "$root" && find . -type f -exec stat -c '%a %n' {} + | sort)
make -s -C "$TOP" B="$build" DESTDIR="$root" uninstall >/dev/null 2>&1 ||
    echo "make uninstall failed"
echo "left after uninstall:"
(cd "$root" && find . -type f)
