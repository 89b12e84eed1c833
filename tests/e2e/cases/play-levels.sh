# A maze of levels where the terminal does not speak UTF-8 (run sets
# LC_ALL=C): the level the player is on, drawn as mazerender -f ascii
# draws it, the passages to other levels marked '<' up, '>' down, 'X'
# both; down a level and up again.  Without tmux, the case passes.
. "$E2E"/lib.sh
play_case play-levels

play 40 12 "mazeplay $TOP/examples/maze3d.maze"
wait_for 'level 1/3'
keys j j j l l l l
wait_for 'moves 7'
keys '>'
wait_for 'level 2/3'
keys '<' h
wait_for 'moves 12'
keys q
ended
