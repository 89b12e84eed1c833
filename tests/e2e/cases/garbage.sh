# Every reading program, every kind of bad input: exit 2, one message with
# file:line:col, and nothing on standard output.
mkdir g && cd g
printf '' >empty
printf '\n\n\n' >blank
printf '#####\n#S  #\n# E##\n####\n' >ragged
printf '#####\n#S  #\n# E######\n#####\n' >ragged-long
printf '\211PNG\r\n\032\n\0\0\0\rIHDR' >binary
printf '##\000##\n' >nul
printf '#####\n#S x#\n#  E#\n#####\n' >letter
printf '#####\n#S\t #\n' >tab
printf '\342\224\214\342\224\200\342\224\220\n' >utf8
printf '#####\n#S0E#\n#####\n' >digit
printf '###\r##\n' >cr
printf '; maze 1\n; size 100000 100000\n#\n' >huge-size
printf '; size 3\n###\n' >bad-size
printf '; size 5 3\n#####\n#S E#\n' >short
printf '; size 5 1\n#####\n#S E#\n' >long
printf '; maze 9\n###\n' >version
printf '; maze 1\n; just a header\n' >header-only
printf '#####\n#S S#\n#E  #\n#####\n' >two-starts
printf '; size 3 3 2\n###\n' >levels
awk 'BEGIN { printf ";"; for (i = 0; i < 70000; i++) printf "x"; print "" }' >long-header
awk 'BEGIN { print "###"; for (i = 0; i < 10000; i++) printf "#"; print "" }' >long-row
mkdir directory
for f in *; do
	for p in mazesolve mazepost mazerender mazestat; do
		[ $p = mazerender ] && a='-f ascii' || a=
		$p $a $f >out 2>err
		rc=$?
		echo "$p $f: exit $rc, $(wc -c <out) bytes out, $(wc -l <err) line(s) err"
		cat err
	done
done
for p in mazesolve mazepost mazerender mazestat; do
	$p missing 2>&1
	echo "$p missing: exit $?"
done
