# A maze of several levels drawn to a file as it is read holds the levels
# of one row of panels, never the maze: 200 x 200 x 30 cells, 9.6 MB of
# blocks, drawn six panels a row holds 14 levels of 157 KB, and one panel
# a row (--columns 1) four.  Read whole (to standard output) it holds it
# all.  The figures are KiB of growth over a maze of two cell levels.
maze() {
	awk -v cw=200 -v ch=200 -v cd="$1" 'BEGIN {
		# Each level of cells a comb, each floor open under one cell.
		w = 2 * cw + 1; h = 2 * ch + 1; d = 2 * cd + 1
		for (x = 0; x < w; x++) wall = wall "#"
		open = "#"; for (x = 1; x < w - 1; x++) open = open " "
		open = open "#"
		cells = "#"; for (x = 0; x < cw; x++) cells = cells " #"
		hole = "# " substr(wall, 3)
		print "; maze 1"; print "; size " w " " h " " d
		for (z = 0; z < d; z++) {
			print "; level " z
			for (y = 0; y < h; y++)
				if (z % 2 == 0) {
					hollow = z > 0 && z < d - 1 && y == 1
					print hollow ? hole : wall
				} else if (y == 0 || y == h - 1)
					print wall
				else
					print y % 2 ? open : cells
		}
	}'
}
maze 2 >small.maze
maze 30 >big.maze
wc -c <big.maze
# The growth in KiB of what mazerender draws with options $1, said against
# a limit of $2 KiB.
grows() {
	small=$("$TOOLS"/benchtool run "mazerender $1 small.maze" | cut -d' ' -f2)
	big=$("$TOOLS"/benchtool run "mazerender $1 big.maze" | cut -d' ' -f2)
	g=$((big - small))
	if [ $g -lt $2 ]; then
		echo "mazerender $1: grows under $2 KiB"
	else
		echo "mazerender $1: grows $g KiB, $2 or more"
	fi
}
grows "-o pic.png" 4096
grows "-f pgm -o pic.pgm" 4096
grows "--columns 1 -o pic.png" 1024
# Read whole, it holds the maze: 8.8 MB more than the small one.
small=$("$TOOLS"/benchtool run "mazerender small.maze >pic.png" | cut -d' ' -f2)
big=$("$TOOLS"/benchtool run "mazerender big.maze >pic.png" | cut -d' ' -f2)
[ $((big - small)) -gt 8192 ] && echo "to standard output: grows over 8192 KiB"
