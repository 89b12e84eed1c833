# examples/loops.sh as it stands: the write-up's generator, Wilson's.
sh "$TOP"/examples/loops.sh
echo "exit $?"
