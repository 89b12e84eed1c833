# examples/loops.sh, with the backtracker standing in for Wilson's
# algorithm until that generator lands (GEN picks it).
GEN=backtracker sh "$TOP"/examples/loops.sh
echo "exit $?"
