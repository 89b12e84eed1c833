# A plain picture to a file is drawn while the maze is read; bad input half
# way leaves no file, and to standard output nothing at all.
. "$E2E"/lib.sh
mazegen -s 2 30 20 >good
{ head -30 good; echo '#   x  #'; tail -n +32 good; } >bad
{ head -30 good; } >short
t 'mazerender -o pic.png bad'
t 'mazerender -o pic.png short'
t 'mazerender -f pbm -o pic.pbm bad'
t 'mazerender bad | wc -c'
t 'mazerender -f pgm bad | wc -c'
t 'ls'
t 'mazerender -o pic.png good && ls pic.png'
