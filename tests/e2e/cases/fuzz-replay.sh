# The fuzz harnesses' inputs, replayed: every input that ever made one
# fail (tests/fuzz/crashes) and the seed corpora, through each harness
# built with replay.c's main, under whichever compiler and sanitizers built
# the tests.  A harness checks its properties itself and aborts on one
# broken; this prints whether each harness passed.
fuzz=$TOP/tests/fuzz
for h in "$TOOLS"/../fuzz/replay-*; do
	name=${h##*/replay-}
	set -- "$fuzz"/corpus/"$name"/* "$fuzz"/crashes/"$name"/*
	files=0
	for f do
		[ -f "$f" ] && files=$((files + 1))
	done
	if [ $files = 0 ]; then
		echo "$name: no inputs"
		continue
	fi
	ls "$fuzz"/corpus/"$name"/* "$fuzz"/crashes/"$name"/* 2>/dev/null |
	    xargs "$h" >out 2>err
	rc=$?
	[ $rc = 0 ] && echo "$name: ok" || { echo "$name: exit $rc"; tail -5 err; }
done
