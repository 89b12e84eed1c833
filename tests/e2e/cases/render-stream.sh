. "$E2E"/lib.sh
mazegen -s 3 -n 3 4 2 | mazesolve >stream
t 'mazerender -f ascii stream'
t 'mazerender -c 2 -o pic%d.png stream'
t 'ls'
for i in 1 2 3; do
	mazerender -f ascii stream | awk -v n=$i 'BEGIN { RS = ""; ORS = "\n" } NR == n' >grid$i
	"$TOOLS"/pngblocks -c 2 pic$i.png | cmp - grid$i && echo "pic$i.png shows maze $i"
done
rm -f pic*.png grid*
t 'mazerender -o pic.png stream'
t 'ls'
t 'mazerender -f tiff stream'
t 'mazerender -c 0 stream'
t 'mazerender -c 257 stream'
t 'mazerender -o a%db%d.png stream'
