# Without -f, the -o name's extension says the format (in any case); a -f
# that contradicts it is refused, writing nothing; any other name keeps the
# default, PNG.  What each file holds is told by its first bytes.
. "$E2E/lib.sh"
mazegen -s 1 5 >m
for f in ext.svg ext.pbm ext.pgm ext.PGM ext.txt ext.ascii ext.png ext.img; do
	mazerender -o $f m
	printf '%-10s %s\n' $f "$(head -c 5 $f | od -An -c | tr -s ' ')"
done
mazerender -f ascii m | cmp - ext.txt && echo "ext.txt is the ascii grid"
t 'mazerender -f unicode -o u.txt m && head -1 u.txt'
t 'mazerender -f svg -o x.png m'
t 'mazerender -f png -o x.txt m'
t 'mazerender -f pbm -o frame%d.pgm m'
ls x.png x.txt frame1.pgm 2>&1 | sed 's/^ls: //'
