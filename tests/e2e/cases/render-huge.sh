# A picture too large for its format is refused as soon as the maze's size
# is known (the size line, or the first row), before the rest is read and
# before any byte of the picture: not after reading a whole input, nor
# after allocating a 2 GB line and writing terabytes.
. "$E2E/lib.sh"
row() { head -c "$1" /dev/zero | tr '\0' '#'; echo; }
{ echo '; size 9000001 3'; row 9000001; } >wide-sized
{ row 9000001; row 9000001; } >wide
{ echo '; size 3 9000001'; row 3; } >high
{ echo '; size 9000001 1'; row 9000001; } >fits
t 'mazerender -f pgm -c 256 -m 4096 -o big.pgm wide-sized'
t 'mazerender -c 256 -o big.png wide'
t 'mazerender -f svg -c 256 high'
t 'mazerender -f pbm -c 1 -o ok.pbm fits && head -c 13 ok.pbm | od -An -c'
ls big.pgm big.png 2>&1 | sed 's/^ls: //'
