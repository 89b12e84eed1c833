# A masked maze in the game: its outside drawn as background, blank, as
# mazerender draws it, not as wall; the outline and the passages inside
# as ever.  Without tmux, the case passes.
. "$E2E"/lib.sh
play_case play-mask
# UTF-8, for the unicode screen: in ascii the outside keeps its '#', as
# mazerender -f ascii keeps it, a blank there being a passage.
LC_ALL=C.UTF-8
export LC_ALL
mazegen -a wilson -s 3 --mask "$E2E"/data/masks/ring.mask >ring.maze
play 40 24 'mazeplay ring.maze'
wait_for 'explored 1 ' | sed -n 1,16p
keys q
ended
