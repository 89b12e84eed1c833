# PDF for print: pages A4 (the default) or Letter (--paper), the picture
# fitted within the margin (--page-margin, 10 mm unless given), a maze a
# page; with --solution every maze first, without its marks, then each
# again, solved, in the same order.  pdfinfo (poppler-utils) reads the
# pages' count and size; pdftoppm draws them, decoded to pixels.
. "$E2E"/lib.sh
pages() {
	pdfinfo "$1" | sed -n 's/^Pages: *//p'
	pdfinfo -f 1 -l 99 "$1" |
	    sed -n 's/^Page *\([0-9]*\) size: */page \1: /p'
}
# blue FILE PAGE: the pixels of the solution's colour on page PAGE drawn
# at 36 dots an inch, as pdftoppm smooths them: blue well above red.
blue() {
	pdftoppm -r 36 -png -f "$2" -l "$2" -singlefile "$1" page &&
	    "$TOOLS"/pngblocks -c 1 -x page.png | tr ' ' '\n' |
	    awk 'function h(s,  d, a) {
		d = "0123456789abcdef"
		a = index(d, substr(s, 1, 1)) - 1
		return a * 16 + index(d, substr(s, 2, 1)) - 1
	    }
	    h(substr($1, 5, 2)) > h(substr($1, 1, 2)) + 80 { n++ }
	    END { print n + 0 }'
}
# left FILE PAGE: the first column of ink (not white) of page PAGE drawn
# at 72 dots an inch, a pixel a point.
left() {
	pdftoppm -r 72 -png -f "$2" -l "$2" -singlefile "$1" page &&
	    "$TOOLS"/pngblocks -c 1 -x page.png | awk '{
		for (i = 1; i <= NF; i++)
			if ($i != "ffffff") { if (!m || i < m) m = i; break }
	    } END { print m - 1 }'
}
mazegen -s 2 10 30 >tall.maze
mazegen -s 3 30 10 | mazesolve >wide.maze
mazegen -s 4 12 >square.maze
cat tall.maze wide.maze square.maze >three.maze
# A4, and Letter: three pages each, the wide maze's turned.
mazerender -o a4.pdf three.maze && pages a4.pdf
mazerender --paper a4 -o a4b.pdf three.maze && pages a4b.pdf | head -1
mazerender --paper letter -o letter.pdf three.maze && pages letter.pdf
# The margin: the square maze fills the width of a Letter page, 612
# points, but for 10 mm (28.3 points) each side, or 25 mm (70.9).
echo "10 mm: ink from $(left letter.pdf 3)"
mazerender --paper letter --page-margin 25 -f pdf square.maze >m25.pdf &&
    echo "25 mm: ink from $(left m25.pdf 1)"
mazerender --page-margin 0 -f pdf square.maze >m0.pdf &&
    echo "0 mm: ink from $(left m0.pdf 1)"
# --solution: the three mazes, then the three solved, in order (the
# wide one turned both times); the solved wide maze's own route kept, the
# others solved here; the mazes' pages show no route, the given one's
# taken off.
mazerender --solution --paper letter -o sheet.pdf three.maze && pages sheet.pdf
for p in 1 2 3 4 5 6; do
	printf 'page %d: %s solution pixels\n' $p \
	    "$( [ "$(blue sheet.pdf $p)" -gt 100 ] && echo many || echo no)"
done
# A solved page is the picture of the maze solved by mazesolve, as
# pdftoppm draws either.
mazesolve tall.maze | mazerender -f pdf --paper letter >tall.pdf
pdftoppm -r 36 -png -f 4 -l 4 -singlefile sheet.pdf s4 &&
    pdftoppm -r 36 -png -singlefile tall.pdf t1 &&
    "$TOOLS"/pngblocks -c 1 -x s4.png >s4.px &&
    "$TOOLS"/pngblocks -c 1 -x t1.png >t1.px && cmp -s s4.px t1.px &&
    echo "page 4: the pixels of the maze mazesolve solved"
# A polar maze, drawn in its geometry on both pages, solved on its
# blocks on the second.
mazegen --grid polar -s 6 6 >rings6.maze
mazerender --solution -f pdf rings6.maze >polar.pdf &&
    pages polar.pdf
echo "polar: page 1 $(blue polar.pdf 1), page 2 $( [ "$(blue polar.pdf 2)" -gt 100 ] && echo many || echo no) solution pixels"
# %d: a document a maze, its page and its solved page.
mazerender --solution -o sheet%d.pdf tall.maze square.maze && pages sheet2.pdf
# What is refused: the options of a PDF without one, a paper or margin
# not known, a maze without a route; nothing written.
t 'mazerender --solution -o x.png tall.maze'
t 'mazerender --paper a3 -o x.pdf tall.maze'
t 'mazerender --page-margin 101 -o x.pdf tall.maze'
printf '; maze 1\n; size 5 3\n#S#E#\n# # #\n#####\n' >noway.maze
t 'mazerender --solution -o x.pdf noway.maze'
ls x.png x.pdf 2>/dev/null || echo "nothing written"
