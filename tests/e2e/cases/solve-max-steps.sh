# --max-steps: where the random mouse gives up; recorded in the header,
# and refused by the solvers that do not wander.
. "$E2E/lib.sh"
mazegen -s 1 30 >m
t 'mazesolve -a random-mouse -s 1 --max-steps 10 m | sed -n 4p'
t 'mazesolve -a random-mouse -s 1 --max-steps 1000000 --stats m | sed -n 4,5p'
t 'mazesolve -a bfs --max-steps 10 m'
t 'mazesolve -a random-mouse --max-steps 0 m'
