# A run of frames as a page's player, in Chromium: frame K on its canvas
# is the PNG of frame K, pixel for pixel; the keys, the buttons and the
# slider land on the frames they should; it plays to the end and stops,
# and where motion is unwelcome it does not play of itself.
. "$E2E"/lib.sh
browser_case
mazegen -a prim --root center -s 3 12 8 --frames 40 >grow.maze
mazerender --delay 500 -o grow.html grow.maze
mazerender -o p%d.png grow.maze
"$TOOLS"/browse grow.html >out <<'END'
wait document.body.dataset.ready
eval mazes.length + " section: a " + mazes[0].kind + " of " + mazes[0].frames + " frames"
eval "playing of itself: " + mazes[0].playing
key Space
eval "space: playing " + mazes[0].playing
key Home
eval "Home: frame " + (mazes[0].frame + 1)
shot f1.png canvas
key ArrowRight 6
eval "right 6 times: frame " + (mazes[0].frame + 1)
shot f7.png canvas
key ArrowLeft
eval "left: frame " + (mazes[0].frame + 1)
shot f6.png canvas
key End
eval "End: frame " + (mazes[0].frame + 1)
shot f40.png canvas
click button[aria-label^="First"]
eval "the first frame's button: frame " + (mazes[0].frame + 1)
click input[type=range] 0.5 0.5
eval "the slider's middle: frame " + (mazes[0].frame + 1) + ", the slider at " + document.querySelector("input[type=range]").value
shot mid.png canvas
eval "its line: " + document.querySelector("p.status").textContent
key End
key ArrowRight
eval "past the end: frame " + (mazes[0].frame + 1)
key Space
eval "space at the end: playing " + mazes[0].playing + ", from frame " + (mazes[0].frame + 1)
key Space
key End
key ArrowLeft 2
key Space
wait !mazes[0].playing
eval "played from frame 38 to the end: frame " + (mazes[0].frame + 1)
END
rc=$?
# The slider's middle is 20 or 21 as the browser rounds its thumb.
sed 's/frame 2[01], the slider at 2[01]$/frame 20 or 21, as the slider/;
    s/frame 2[01] of 40$/frame 20 or 21 of 40/' out
echo "[exit $rc]"
for k in 1 7 6 40; do
	same_pixels f$k.png p$k.png
done
k=$(sed -n 's/^the slider.s middle: frame \([0-9]*\),.*/\1/p' out)
same_pixels mid.png p$k.png | sed "s/p$k.png/the PNG of its frame/"
# Without motion (prefers-reduced-motion), nothing plays of itself.
"$TOOLS"/browse -r grow.html <<'END'
wait document.body.dataset.ready
eval "reduced motion: playing " + mazes[0].playing + ", frame " + (mazes[0].frame + 1)
END
echo "[exit $?]"
