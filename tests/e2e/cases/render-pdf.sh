# PDF (-f pdf, or a .pdf name): one document, a maze a page, each fitted
# to an A4 page, turned when the maze is wider than high; hex and delta
# mazes in their geometry, any other as its PNG's pixels.  pdfinfo (from
# poppler-utils) reads it; pdftoppm draws a page, to be looked at.
. "$E2E"/lib.sh
H=$DATA/hex
pages() {
	pdfinfo "$1" | sed -n 's/^Pages: *//p'
	pdfinfo -f 1 -l 99 "$1" | sed -n 's/^Page *\([0-9]*\) size: */page \1: /p'
}
mazegen -s 2 10 30 | mazesolve >tall.maze
mazegen -s 3 30 10 >wide.maze
cat tall.maze wide.maze "$H"/hex.maze "$H"/delta-mask.maze >four.maze
mazerender -o four.pdf four.maze && pages four.pdf
# Every kind of grid: a weave, levels, a heat map, a mask.
mazegen -a backtracker --weave -s 1 8 6 >weave.maze 2>/dev/null &&
    mazerender -f pdf weave.maze >weave.pdf && pages weave.pdf
mazegen -s 1 4 3 2 | mazerender --heat magma -f pdf >levels.pdf &&
    pages levels.pdf
mazerender --heat viridis -f pdf "$H"/hex-mask.maze >hex.pdf && pages hex.pdf
# %d: a file a maze, each a page.
t 'mazerender -o m%d.pdf tall.maze wide.maze && ls m*.pdf'
pages m2.pdf
# Not to a terminal; not from the library's formats.
t 'mazerender -f pdf -o four.txt four.maze'
ls four.txt 2>/dev/null
# An empty stream: an empty document, no page.
t ': | mazerender -f pdf | wc -c'
