. "$E2E"/lib.sh
printf '#####\n#S  #\n#####\n' >no-e.maze
printf '; header\n#####\n#  E#\n#####\n' >no-s.maze
t 'mazesolve no-e.maze'
t 'mazesolve no-s.maze'
t 'mazesolve -a nope no-e.maze'
t 'mazesolve -Q'
t 'mazesolve nonexistent.maze'
t 'mazesolve - <no-e.maze'
