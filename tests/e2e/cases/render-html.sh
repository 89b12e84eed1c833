# mazerender -f html without a browser (the page-* cases open pages in
# one): what each page holds, read back with pagedata, a line a record;
# its size against the GIF of the same frames (page-big has a big maze's
# against its text gzip'd); the title escaped; and no page written for a
# stream that fails, nor for options a page cannot take.
. "$E2E"/lib.sh
# A maze with S and E: a game, its board, its solved board and blocks.
mazegen -s 7 30 20 | mazepost --end farthest | mazerender -o play.html
"$TOOLS"/pagedata play.html | grep -v '^data'
# The extension says the format; -f html to standard output holds the
# same, its title the maze's first comment, not the file's name.
mazegen -s 7 30 20 | mazepost --end farthest | mazerender -f html >out.html
"$TOOLS"/pagedata -v play.html | sed '$s/, page.*//' >a
"$TOOLS"/pagedata -v out.html | sed '$s/, page.*//' >b
cmp -s a b || echo "standard output holds another page"
grep '<title>' out.html
# A run of frames: one player, every frame but the first a rectangle.
mazegen -a prim --root center -s 3 12 8 --frames 10 >grow.maze
mazerender -o grow.html grow.maze
"$TOOLS"/pagedata grow.html | grep -v '^data'
# Two runs of frames, the mazes between them alone, any sizes: a section
# each, in order; a maze without S and E, or with no way between them,
# a picture (page-grids has those of hexagons, drawn with cairo, which a
# build without it refuses).
{
	mazegen -s 1 --frames 3 4 3
	echo
	mazegen -s 2 6 2
	echo
	printf '#####\n#   #\n#####\n\n#S#\n###\n#E#\n'
	echo
	mazegen -s 3 5 5 | mazesolve --frames 2
} >mixed.maze
mazerender -c 2 -o mixed.html mixed.maze
"$TOOLS"/pagedata mixed.html | grep -v '^data'
# Levels and a heat map: a game whose board is the PNG's panels.
mazegen -s 1 4 3 2 | mazepost --end farthest >levels.maze
mazerender --heat viridis -o levels.html levels.maze
"$TOOLS"/pagedata levels.html | grep -v '^data'
# Smaller than the GIF of the same frames (issue 36: at most about
# twice it): a 30x20 generation with every step a frame.
mazegen -a prim --root center -s 3 30 20 --frames all >all.maze
mazerender -o all.html all.maze
mazerender -o all.gif all.maze
p=$(wc -c <all.html) g=$(wc -c <all.gif)
[ $p -le $g ] && echo "30x20, every step a frame: the page no larger than" \
    "its GIF" || echo "30x20, every step a frame: page $p bytes, GIF $g"
# The title, from the -o name or the first comment, escaped.
mazegen -s 1 3 2 | mazerender -o '<b>&"x'"'"'.html'
grep '<title>' '<b>&"x'"'"'.html'
printf '; a<b>&c\n#S#\n# #\n#E#\n' | mazerender -f html | grep '<title>'
# Nothing written when the stream goes wrong after its first maze, nor
# for what a page cannot be.
printf '#S#\n# #\n#E#\n\n#S#\n#x#\n' >bad.maze
t 'mazerender -o bad.html bad.maze'
ls bad.html 2>/dev/null
t 'mazegen -s 1 -n 2 3 2 | mazerender -o p%d.html'
t 'mazegen -s 1 3 2 | mazerender --offset 4 -f html'
t 'mazegen -s 1 700 | mazerender -c 12 -f html'
