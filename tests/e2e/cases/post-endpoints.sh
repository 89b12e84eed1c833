. "$E2E"/lib.sh
mazegen -s 2 5 3 >m
t 'mazepost --start nw --end se m'
t 'mazepost --start 4,0 --end 0,2 m'
t 'mazepost --start center m | mazerender -f ascii'
t 'mazepost --end farthest m | mazerender -f ascii'
t 'mazepost --start farthest m | mazerender -f ascii'
t 'mazepost --start nw --end farthest m | mazesolve | mazerender -f ascii'
t 'mazepost -s 9 --start random --end random m'
t 'mazepost -s 9 --start random --end random m | cmp - $(mazepost -s 9 --start random --end random m >again; echo again) && echo same'
t 'mazepost m | mazerender -f ascii'
