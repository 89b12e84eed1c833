# A masked maze in the game: its outside drawn as background, blank, as
# mazerender draws it, not as wall; the outline and the passages inside
# as ever; saved, resumed and written with -o, in its outline still.
# Without tmux, the case passes.
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
# The saved game keeps the grid line; resumed, the outside is still
# background, and the route written with -o, and the game saved again,
# keep the line too: mazestat counts the ring's 32 cells inside.
grep -c '^; grid square mask$' data/mazes/game.maze
play 40 24 'mazeplay -o route.maze --resume'
wait_for 'explored 1 ' | sed -n 1,16p
keys j j
wait_for 'moves 2 ' | sed -n 1,4p
keys q
ended
grep -c '^; grid square mask$' data/mazes/game.maze route.maze
mazestat -F cells,parts,perfect route.maze
