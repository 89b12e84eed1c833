# mazegen --mask refused: the generators that work by rows or rectangles,
# and every bad mask, each with one message, exit 2 and nothing on
# standard output (nor a file for -o).
. "$E2E"/lib.sh
printf '....\n....\n' >ok.txt
for a in eller sidewinder binary-tree division; do
	t "mazegen -a $a --mask ok.txt"
done
printf '...\n....\n' >ragged-long.txt
printf '....\n..\n....\n' >ragged-short.txt
: >empty.txt
printf '###\n###\n' >outside.txt
printf '..#..\n#####\n..#..\n' >parts.txt
printf '..\t.\n' >tab.txt
printf '..\000.\n' >nul.txt
printf '; level 0\n..\n; level 1\n..\n..\n' >levels.txt
printf '\211PNG\r\n\032\nnot a PNG after all' >fake.png
head -c 100 /dev/zero | tr '\0' '\1' >binary.dat
for f in ragged-long.txt ragged-short.txt empty.txt outside.txt \
    parts.txt tab.txt nul.txt levels.txt fake.png binary.dat; do
	t "mazegen --mask $f -o out.maze"
done
printf '####\n#..#\n####\n' | "$TOOLS"/maskpng gray whole.png
head -c 60 whole.png >truncated.png
printf 'x\n' | "$TOOLS"/maskpng huge huge.png
t 'mazegen --mask truncated.png'
t 'mazegen --mask huge.png'
t 'wc -c <huge.png'
t 'mazegen --mask missing.txt'
t 'mazegen --mask ok.txt --mask-parts some'
printf '; level 0\n..\n; level 1\n..\n' >two.txt
t 'mazegen --mask two.txt 2 1 3'
t 'mazegen --mask ok.txt 100000 100000'
t 'mazegen --mask ok.txt --root 4,0'
t 'mazegen --mask parts.txt --root 2,1 --mask-parts largest'
t 'ls out.maze'
