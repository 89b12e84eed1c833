. "$E2E"/lib.sh
mazegen -s 2 5 3 >m
cp "$DATA"/rooms.maze "$DATA"/foreign.maze .
t 'mazepost --end 5,0 m'
t 'mazepost --end 0,3 m'
t 'mazepost --end 1 m'
t 'mazepost --end up m'
t 'mazepost --start farthest --end farthest m'
t 'mazepost --start se --end se m'
t 'mazepost --end farthest rooms.maze'
t 'mazepost --end farthest foreign.maze'
printf '#####\n#   #\n#####\n' >no-s.maze
t 'mazepost --end farthest no-s.maze'
