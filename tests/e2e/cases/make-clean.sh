# make clean removes build/ and every tree made elsewhere with B=, which
# build/trees lists, or named with B= on its own command line; never a
# directory that holds the sources, nor one that is no tree of this
# Makefile's (no file SANITIZE).  The Makefile alone in a directory of
# its own, each tree begun by making its SANITIZE file, is enough.
mkdir top && cp "$TOP"/Makefile top/ && cd top || exit 2
mk() { make -s "$@" 2>&1 | sed "s|$PWD|.|g; s|${PWD%/*}|..|g"; }
for b in build ../out ../out2; do
	mk B=$b $b/SANITIZE
done
mkdir ../named ../other
: >../named/SANITIZE
echo "build/trees:"
sed "s|${PWD%/*}|..|" build/trees
mk clean B=../named
ls -A .. | tr '\n' ' '
echo
# The source tree, or a directory above it, named as a tree.
: >SANITIZE
mk clean B=.
: >../SANITIZE
mk clean B=..
ls -A | tr '\n' ' '
echo
