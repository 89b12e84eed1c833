# Without -s every maze is still perfect, and each records its own seed.
mazegen -n 100 30 30 >stream.maze
mazestat stream.maze | awk 'NR > 1 && $9 == "yes" { n++ } END { print n " of " NR - 1 " perfect" }'
grep -c '^; mazegen -a backtracker -s [0-9]* 30 30$' stream.maze
