# Small mazes of several levels from every generator that makes them,
# whole, so that a change to what one draws in 3D shows line by line.
for a in $(mazegen -a list | cut -d' ' -f1); do
	case $a in eller|sidewinder|division) continue ;; esac
	mazegen -a $a -s 7 3 2 3 | sed 2d
done
for b in ne sw se; do
	mazegen -a binary-tree --bias $b -s 7 3 2 3 | sed 2d
done
